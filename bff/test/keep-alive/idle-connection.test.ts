import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { Pool } from 'undici';
import { afterEach, expect, it } from 'vitest';

/** Longer than Node's own idle close (5 s told + 1 s), far shorter than the BFF's. */
const STALL_MS = 7_000;

let worker: Worker | undefined;
afterEach(async () => {
  worker?.postMessage('close');
  if (worker) await once(worker, 'exit');
});

it(
  'answers a request sent on a kept-alive connection while the BFF was held up for seconds',
  async () => {
    worker = new Worker(new URL('./stalling-bff.ts', import.meta.url), {
      workerData: { stallMs: STALL_MS },
    });
    const [port] = (await once(worker, 'message')) as [number];
    // As the web server's fetch: undici's defaults, one connection reused while the BFF's
    // `Keep-Alive: timeout` allows.
    const pool = new Pool(`http://127.0.0.1:${port}`, { connections: 1 });
    try {
      const first = await pool.request({ path: '/healthz', method: 'GET' });
      await first.body.text();
      worker.postMessage('stall');
      await once(worker, 'message');
      // Sent at once on the idle socket: the BFF reads it only after its stall.
      const second = await pool.request({ path: '/healthz', method: 'GET' });
      expect(second.statusCode).toBe(200);
      expect(await second.body.json()).toEqual({ status: 'ok' });
    } finally {
      await pool.close();
    }
  },
  STALL_MS + 10_000,
);
