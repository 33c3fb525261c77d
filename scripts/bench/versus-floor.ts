import { createHash } from 'node:crypto';
import { printTable, runLoad, type LoadTarget } from './load.ts';
import { HOME_QUERY } from './pages.ts';
import { cpuMs } from './proc.ts';
import { startFloor, type Stack } from './stack.ts';

/** A load run with the CPU time the serving process used per answered request. */
async function measured(
  target: LoadTarget,
  pid: number,
  opts: { connections: number; seconds: number },
) {
  const before = cpuMs(pid);
  const result = await runLoad(target, opts);
  const cpuPerQuery = (cpuMs(pid) - before) / Math.max(1, result.requests);
  return { result, cpuPerQuery };
}

/**
 * The home query through the BFF (public data cached, as after any first visitor) against the
 * floor: a bare node:http + undici proxy making the three REST calls of a cold cache. The BFF is
 * sent the query by its hash, as the web server sends its operations (the text once, to register
 * it), and as text, as any other client may. Prints them, the ratio BFF ÷ floor and each one's CPU
 * time per query, each after a warm-up at the same load.
 */
export async function benchVersusFloor(
  stack: Stack,
  floorPort: number,
  { seconds = 5, connections = 10, warmSeconds = 3 } = {},
) {
  const floor = await startFloor(stack.api, floorPort);
  try {
    const sha256Hash = createHash('sha256').update(HOME_QUERY).digest('hex');
    const persistedQuery = { persistedQuery: { version: 1, sha256Hash } };
    const headers = { 'content-type': 'application/json', host: 'garwin.localhost' };
    const bffTarget = {
      name: 'BFF home query by hash (cached public data)',
      origin: stack.bff,
      path: '/graphql',
      method: 'POST' as const,
      headers,
      body: JSON.stringify({ extensions: persistedQuery }),
    };
    const textTarget = {
      ...bffTarget,
      name: 'BFF home query as text',
      body: JSON.stringify({ query: HOME_QUERY }),
    };
    const floorTarget = {
      ...bffTarget,
      name: 'floor: node:http + undici, 3 REST calls',
      origin: floor.url,
    };
    await runLoad(
      { ...bffTarget, body: JSON.stringify({ query: HOME_QUERY, extensions: persistedQuery }) },
      { connections: 1, seconds: 0.1, maxRequests: 1 },
    );
    const opts = { connections, seconds };
    // Each side is warmed at the measured load first: a second at two connections left the BFF's
    // first measured run paying for its compilation (0.42 ms a query, then 0.35 and 0.32 in the
    // next two runs on the same process), which says nothing of its cost per query.
    for (const target of [floorTarget, bffTarget, textTarget]) {
      await runLoad(target, { connections, seconds: warmSeconds });
    }
    const floorRun = await measured(floorTarget, floor.pid, opts);
    const bffRun = await measured(bffTarget, stack.pids.bff, opts);
    const textRun = await measured(textTarget, stack.pids.bff, opts);
    console.log(
      `\nThe home query against its floor, ${connections} connections, ${seconds} s each:`,
    );
    printTable([floorRun.result, bffRun.result, textRun.result]);
    console.table({
      'BFF ÷ floor (req/s)': Number((bffRun.result.rps / floorRun.result.rps).toFixed(2)),
      'BFF CPU per home query, ms': Number(bffRun.cpuPerQuery.toFixed(3)),
      'BFF CPU per home query as text, ms': Number(textRun.cpuPerQuery.toFixed(3)),
      'floor CPU per home query, ms': Number(floorRun.cpuPerQuery.toFixed(3)),
    });
  } finally {
    await floor.stop();
  }
}
