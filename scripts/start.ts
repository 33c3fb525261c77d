/**
 * Starts the api, the bff and the web server side by side, prefixes their logs and stops all three
 * together. `--dev` runs them in development mode (Vite middleware, watch mode, Sandbox).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production'),
};

const services = [
  { name: 'api', cwd: 'api', entry: 'src/server.ts' },
  { name: 'bff', cwd: 'bff', entry: 'src/index.ts' },
  { name: 'web', cwd: 'web', entry: 'server/index.ts' },
] as const;

const children: ChildProcess[] = [];
let stopping = false;

function prefix(name: string, chunk: Buffer, out: NodeJS.WriteStream): void {
  for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
}

for (const service of services) {
  const child = spawn(process.execPath, [service.entry], {
    cwd: `${root}${service.cwd}`,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => prefix(service.name, chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => prefix(service.name, chunk, process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${service.name}] exited (${signal ?? code}); stopping the store`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 10_000);
  timer.unref();
  void Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `Store starting: web http://localhost:${env.WEB_PORT ?? 3000}, bff :${env.BFF_PORT ?? 4000}, api :${env.API_PORT ?? 8080}`,
);
