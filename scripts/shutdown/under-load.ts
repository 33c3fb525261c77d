import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { stackEnv, type StackPorts } from '../stack-env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ShutdownLoadOptions {
  /** Parallel keep-alive connections to the web server. */
  connections: number;
  /** How long the load runs in all. */
  seconds: number;
  /** When, after the load began, `pnpm start` gets SIGTERM. */
  sigtermAfterSeconds: number;
  ports: StackPorts;
}

export interface ShutdownLoadResult {
  /** Requests sent. */
  requests: number;
  /** Requests answered below 500. */
  answered: number;
  /** Requests refused before any byte was taken: no connection (the store had stopped). */
  refused: number;
  /** Requests the store took and then failed: a 5xx, or a connection cut under them. */
  lost: number;
  /** Errors of any kind (refused and lost). */
  errors: number;
  /** The store's exit code after SIGTERM. */
  exitCode: number | null;
  /** Seconds from SIGTERM to the store's exit. */
  stopSeconds: number;
}

/** What a visitor asks for, in turn: a server-rendered page, a GraphQL query, a picture. */
const REQUESTS = [
  { method: 'GET', path: '/', headers: { host: 'garwin.localhost' } },
  {
    method: 'POST',
    path: '/graphql',
    headers: { host: 'garwin.localhost', 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ market { id name } }' }),
  },
  {
    method: 'GET',
    path: '/images/garwin-slide-1?width=740',
    headers: { host: 'garwin.localhost' },
  },
] as const;

async function waitReady(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
}

const REFUSED = new Set(['ECONNREFUSED']);

function errorCode(error: unknown): string {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return cause?.code ?? code ?? String(error);
}

/**
 * Starts the built store with `pnpm start`'s script on its own ports and a fresh embedded
 * database, loads the web server from keep-alive connections for the whole time, sends SIGTERM
 * mid-load, and counts what became of every request (after the stop, each is refused).
 */
export async function shutdownUnderLoad(options: ShutdownLoadOptions): Promise<ShutdownLoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-shutdown-'));
  const { ports } = options;
  const store = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...stackEnv(ports, dataDir),
      OTP_SECRET: 'shutdown-test-only-secret',
      DEV_OUTBOX: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => store.once('exit', resolve));
  const origin = `http://127.0.0.1:${ports.web}`;
  try {
    await waitReady(`${origin}/readyz`, 180_000);
  } catch (error) {
    store.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  const counts = { requests: 0, answered: 0, refused: 0, lost: 0 };
  let stopSeconds = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  async function loop(offset: number): Promise<void> {
    for (let i = offset; performance.now() < deadline; i++) {
      const request = REQUESTS[i % REQUESTS.length] ?? REQUESTS[0];
      counts.requests += 1;
      try {
        const res = await pool.request({ ...request, headersTimeout: 30_000 });
        await res.body.arrayBuffer();
        if (res.statusCode >= 500) counts.lost += 1;
        else counts.answered += 1;
      } catch (error) {
        if (REFUSED.has(errorCode(error))) {
          counts.refused += 1;
          await new Promise((r) => setTimeout(r, 50));
        } else {
          counts.lost += 1;
          console.error(`lost: ${request.method} ${request.path}: ${errorCode(error)}`);
        }
      }
    }
  }

  const sigterm = setTimeout(() => {
    const at = performance.now();
    store.kill('SIGTERM');
    void exited.then(() => {
      stopSeconds = (performance.now() - at) / 1000;
    });
  }, options.sigtermAfterSeconds * 1000);
  await Promise.all(Array.from({ length: options.connections }, (_, i) => loop(i)));
  clearTimeout(sigterm);
  if (store.exitCode === null && store.signalCode === null) store.kill('SIGTERM');
  const exitCode = await exited;
  await pool.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  return { ...counts, errors: counts.refused + counts.lost, exitCode, stopSeconds };
}
