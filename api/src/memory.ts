import type { Server } from 'node:http';
import { memoryKeeper } from '@store/memory-keeper';

/** Probes come every few seconds and allocate next to nothing: they do not count as traffic. */
const PROBE = /^\/(healthz|readyz)(\?|$)/;

/**
 * Keeps the API's JavaScript heap near what it holds: a request's rows and JSON live long enough
 * under load to reach V8's old generation, which grows to twice its live size and stays that large
 * once traffic stops. The keeper collects when traffic pauses, and under load past `targetMb`.
 */
export function keepMemory(server: Server, targetMb: number): void {
  const keeper = memoryKeeper({ targetMb });
  server.on('request', (req, res) => {
    if (PROBE.test(req.url ?? '/')) return;
    res.once('close', keeper.begin());
  });
}
