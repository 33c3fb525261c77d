import { memoryKeeper } from '@store/memory-keeper';
import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createBff } from './server.ts';

const config = readConfig();
const log = createLogger(config.logLevel);
// Under load a request's objects live long enough to reach V8's old generation, which is neither
// swept nor handed back while traffic pauses; the keeper collects then, and past the target.
const memory = config.development
  ? undefined
  : memoryKeeper({ targetMb: Number(process.env.MEMORY_TARGET_MB ?? 256) });
const bff = await createBff(config, log, { memory });
const port = await bff.listen(config.port, config.host);
log.info(`bff listening on http://${config.host}:${port}/graphql (API ${config.apiUrl})`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'draining in-flight requests');
  // In-flight requests get SHUTDOWN_TIMEOUT_MS to finish; then the process goes anyway.
  const deadline = setTimeout(
    () => {
      log.error('in-flight requests did not finish in time, exiting');
      process.exit(1);
    },
    Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  );
  deadline.unref();
  await bff.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
