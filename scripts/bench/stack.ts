import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, type RunningPostgres } from '../../api/test/support/postgres.ts';
import { allocatorEnv, nodeFlags } from '../allocator.ts';
import { stackEnv, type StackPorts } from '../stack-env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Stack {
  api: string;
  bff: string;
  web: string;
  /** Process ids of the three services, for their CPU time and resident memory. */
  pids: { api: number; bff: number; web: number };
  stop(): Promise<void>;
}

/** The bench's ports: BENCH_PORT_OFFSET (or E2E_PORT_OFFSET) apart from anyone else's. */
export function benchPorts(env: NodeJS.ProcessEnv = process.env) {
  const offset = Number(env.BENCH_PORT_OFFSET ?? env.E2E_PORT_OFFSET ?? 0);
  return { api: 8280 + offset, bff: 4200 + offset, web: 3200 + offset, floor: 5200 + offset };
}

async function waitReady(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
}

/**
 * Starts api, bff and web in production mode on the given ports with a fresh embedded database,
 * or, with BENCH_DATABASE=postgres, a fresh PostgreSQL 15 of its own (PG_BIN).
 */
export async function startStack(
  ports: StackPorts = benchPorts(),
  extraEnv: Record<string, string> = {},
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  const postgres: RunningPostgres | null =
    process.env.BENCH_DATABASE === 'postgres' ? await startPostgres() : null;
  const env = {
    ...process.env,
    ...stackEnv(ports, dataDir),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...extraEnv,
  };
  const children: ChildProcess[] = [];
  for (const [cwd, entry] of [
    ['api', 'src/server.ts'],
    ['bff', 'src/index.ts'],
    ['web', 'server/index.ts'],
  ] as const) {
    const child = spawn(process.execPath, [...nodeFlags(cwd), entry], {
      cwd: join(root, cwd),
      // BENCH_ALLOCATOR=glibc leaves glibc's own defaults, to compare against.
      env: {
        ...(process.env.BENCH_ALLOCATOR === 'glibc' ? {} : allocatorEnv(process.env, cwd)),
        ...env,
      },
      stdio: 'inherit',
    });
    children.push(child);
  }
  const stack: Stack = {
    api: `http://127.0.0.1:${ports.api}`,
    bff: `http://127.0.0.1:${ports.bff}`,
    web: `http://127.0.0.1:${ports.web}`,
    pids: {
      api: children[0]?.pid ?? 0,
      bff: children[1]?.pid ?? 0,
      web: children[2]?.pid ?? 0,
    },
    async stop() {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null) return resolve();
              c.once('exit', () => resolve());
              c.kill('SIGTERM');
            }),
        ),
      );
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    // A fresh database is seeded first: minutes on a busy machine.
    await waitReady(`${stack.api}/readyz`, 600_000);
    await waitReady(`${stack.bff}/readyz`, 30_000);
    await waitReady(`${stack.web}/readyz`, 30_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

export interface Floor {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the hand-written home query proxy (bench/floor.ts) in front of the stack's API. */
export async function startFloor(api: string, port: number): Promise<Floor> {
  const child = spawn(process.execPath, [join(root, 'scripts/bench/floor.ts')], {
    env: { ...process.env, NODE_ENV: 'production', API_URL: api, FLOOR_PORT: String(port) },
    stdio: 'inherit',
  });
  const floor: Floor = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  try {
    await waitReady(`${floor.url}/readyz`, 30_000);
  } catch (error) {
    await floor.stop();
    throw error;
  }
  return floor;
}
