import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** PostgreSQL refuses to run as root: run its binaries as the `postgres` OS user when we are root. */
function asPostgres(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]]
    : [cmd, args];
}

export function postgresAvailable(): boolean {
  return existsSync(join(BIN, 'postgres')) && existsSync(join(BIN, 'initdb'));
}

/** Starts a throw-away PostgreSQL 15 in a temp folder on a free loopback port. */
export async function startPostgres(): Promise<RunningPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'store-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const pw = spawnSync('id', ['-u', 'postgres']).stdout.toString().trim();
    const gid = spawnSync('id', ['-g', 'postgres']).stdout.toString().trim();
    chownSync(dir, Number(pw), Number(gid));
  }
  const data = join(dir, 'data');
  const [initCmd, initArgs] = asPostgres(join(BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'store',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [cmd, args] = asPostgres(join(BIN, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const url = `postgres://store@127.0.0.1:${port}/postgres`;
  const until = Date.now() + 30_000;
  for (;;) {
    const ready = spawnSync(join(BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) break;
    if (Date.now() > until || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`postgres did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // runuser does not pass signals on to postgres: stop the server itself, fast mode.
        const [stopCmd, stopArgs] = asPostgres(join(BIN, 'pg_ctl'), [
          '-D',
          data,
          '-m',
          'fast',
          'stop',
        ]);
        const stopped = spawnSync(stopCmd, stopArgs, { encoding: 'utf8' });
        if (stopped.status !== 0) child.kill('SIGKILL');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
