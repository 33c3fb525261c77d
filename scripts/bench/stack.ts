import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Stack {
  api: string;
  bff: string;
  web: string;
  /** The process ids, for memory figures. */
  pids: Record<'api' | 'bff' | 'web', number>;
  stop(): Promise<void>;
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

/** Starts api, bff and web in production mode on the given ports with a fresh embedded database. */
export async function startStack(
  ports = { api: 8280, bff: 4200, web: 3200 },
  extraEnv: Record<string, string> = {},
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    API_PORT: String(ports.api),
    BFF_PORT: String(ports.bff),
    WEB_PORT: String(ports.web),
    API_URL: `http://127.0.0.1:${ports.api}`,
    BFF_URL: `http://127.0.0.1:${ports.bff}`,
    PGLITE_DATA_DIR: dataDir,
    ...extraEnv,
  };
  const children: ChildProcess[] = [];
  for (const [cwd, entry] of [
    ['api', 'src/server.ts'],
    ['bff', 'src/index.ts'],
    ['web', 'server/index.ts'],
  ] as const) {
    const child = spawn(process.execPath, [entry], { cwd: join(root, cwd), env, stdio: 'inherit' });
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitReady(`${stack.api}/readyz`, 120_000);
    await waitReady(`${stack.bff}/readyz`, 30_000);
    await waitReady(`${stack.web}/readyz`, 30_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
