/**
 * Starts the api, the bff and the web server side by side, prefixes their logs and stops all three
 * together. `--dev` runs them in development mode (Vite middleware, watch mode, Sandbox).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allocatorEnv, nodeFlags } from './allocator.ts';

/**
 * This command runs the store on one machine, not a deployment: when no secret and no message
 * transport are configured, sign-in still works. The secret is made once and kept beside the
 * embedded database, and codes go to the API's outbox (`/_dev/outbox`) instead of e-mail or SMS.
 */
function localSignIn(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const extra: NodeJS.ProcessEnv = {};
  if (!env.OTP_SECRET) {
    const file = fileURLToPath(new URL('../api/.data/otp-secret', import.meta.url));
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    extra.OTP_SECRET = readFileSync(file, 'utf8').trim();
  }
  if (!env.SMTP_URL && !env.SMS_GATEWAY_URL && env.DEV_OUTBOX === undefined) {
    extra.DEV_OUTBOX = 'true';
    console.log(
      `No SMTP_URL or SMS_GATEWAY_URL: sign-in codes are at http://localhost:${env.API_PORT ?? 8080}/_dev/outbox`,
    );
  }
  return extra;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production'),
};
Object.assign(env, localSignIn(env));
// The BFF and the API sit behind the web server on this machine: each believes the address its
// loopback caller tells. The web server itself trusts only the hops TRUST_PROXY names (a load
// balancer in front of it), none by default.
const behindWeb: NodeJS.ProcessEnv = { ...env, TRUST_PROXY: 'loopback' };

const services = [
  { name: 'api', cwd: 'api', entry: 'src/server.ts' },
  { name: 'bff', cwd: 'bff', entry: 'src/index.ts' },
  { name: 'web', cwd: 'web', entry: 'server/index.ts' },
] as const;

const serviceEnv = {
  api: { ...behindWeb, ...allocatorEnv(process.env, 'api') },
  bff: { ...behindWeb, ...allocatorEnv(process.env, 'bff') },
  web: { ...env, ...allocatorEnv(process.env, 'web') },
};

const children: ChildProcess[] = [];
let stopping = false;

function prefix(name: string, chunk: Buffer, out: NodeJS.WriteStream): void {
  for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
}

for (const service of services) {
  const child = spawn(process.execPath, [...nodeFlags(service.name), service.entry], {
    cwd: `${root}${service.cwd}`,
    env: serviceEnv[service.name],
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

/** How long each service may take to finish its requests before it is killed. */
const SERVICE_DEADLINE_MS = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 2_000;

/** Sends SIGTERM and waits for the exit; past the deadline, SIGKILL. */
function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), SERVICE_DEADLINE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Stops the store without losing a request: the web server first (it stops taking connections
 * and answers what it has, while the BFF and the API still serve it), then the BFF, then the API.
 */
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const [api, bff, web] = children;
  void (async () => {
    for (const child of [web, bff, api]) if (child) await stopService(child);
    process.exit(code);
  })();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `Store starting: web http://localhost:${env.WEB_PORT ?? 3000}, bff :${env.BFF_PORT ?? 4000}, api :${env.API_PORT ?? 8080}`,
);
