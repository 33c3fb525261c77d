import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ApiConfig } from '../config.ts';
import { seed } from '../seed/index.ts';
import { migrate } from './migrate.ts';
import type { Database } from './types.ts';

/** The advisory lock key of start-up work: "STORE" in ASCII. */
const PREPARE_LOCK = 0x53544f5245;

const apart = fileURLToPath(new URL('./prepare-apart.ts', import.meta.url));

/**
 * Migrates and seeds in a child process, which ends when done: creating a database, migrating and
 * seeding churn through a few hundred megabytes that the C allocator and WebAssembly memory keep
 * once freed, and a server should not carry that for the rest of its life.
 */
function prepareApart(config: ApiConfig): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = fork(apart, [], { serialization: 'advanced', stdio: 'inherit' });
    let applied: string[] | null = null;
    child.once('message', (message: string[]) => (applied = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      applied && code === 0
        ? resolve(applied)
        : reject(new Error(`preparing the database failed (exit code ${code})`)),
    );
    child.send(config);
  });
}

/**
 * Migrates and seeds the database under one advisory lock, so replicas starting together do not
 * race: the second waits, then finds the work done. An embedded database on disk is prepared by a
 * child process instead (see `prepareApart`). Returns the migrations this call applied.
 */
export async function prepareDatabase(db: Database, config: ApiConfig): Promise<string[]> {
  if (db.whileClosed && db.dataDir === config.pgliteDataDir) {
    return db.whileClosed(() => prepareApart(config));
  }
  return db.withExclusiveLock(PREPARE_LOCK, () => migrateAndSeed(db, config));
}

/** Applies the migrations not yet applied, then seeds; returns the migrations applied. */
export async function migrateAndSeed(db: Database, config: ApiConfig): Promise<string[]> {
  const applied = await migrate(db);
  await seed(db, config);
  return applied;
}
