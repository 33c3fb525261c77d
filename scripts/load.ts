/**
 * `pnpm test:load`: 50 keep-alive connections for 30 s against the built store (pages, GraphQL
 * and pictures through the web server), SIGTERM to `pnpm start` mid-load. Prints how many
 * requests were sent, answered, refused once the store had stopped, and lost (taken, then failed);
 * exits 1 when any was lost. Run `pnpm build` first.
 */
import { shutdownUnderLoad } from './shutdown/under-load.ts';

const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const offset = Number(process.env.LOAD_PORT_OFFSET ?? 0);

const result = await shutdownUnderLoad({
  connections,
  seconds,
  sigtermAfterSeconds: Number(process.env.LOAD_SIGTERM_AFTER ?? seconds / 2),
  ports: { web: 3300 + offset, bff: 4300 + offset, api: 8380 + offset },
});
console.table({
  requests: result.requests,
  answered: result.answered,
  errors: result.errors,
  'refused (store stopped)': result.refused,
  'lost (taken, then failed)': result.lost,
  'stop time, s': Number(result.stopSeconds.toFixed(2)),
  'exit code': result.exitCode,
});
process.exit(result.lost === 0 ? 0 : 1);
