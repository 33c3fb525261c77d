/**
 * The BFF in a worker thread of its own, so its event loop can be held up while the test's client
 * goes on: it posts its port, and on 'stall' posts 'stalled' and blocks for the given time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createBff } from '../../src/server.ts';

const config = readConfig({ NODE_ENV: 'production', API_URL: 'http://127.0.0.1:9' });
const bff = await createBff(config, createLogger('silent'));
const port = await bff.listen(0, '127.0.0.1');
const { stallMs } = workerData as { stallMs: number };

parentPort?.on('message', (message: string) => {
  if (message === 'stall') {
    parentPort?.postMessage('stalled');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, stallMs);
  } else if (message === 'close') {
    void bff.close().then(() => parentPort?.close());
  }
});
parentPort?.postMessage(port);
