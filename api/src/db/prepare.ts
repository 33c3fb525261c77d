import type { ApiConfig } from '../config.ts';
import { seed } from '../seed/index.ts';
import { migrate } from './migrate.ts';
import type { Database } from './types.ts';

/** The advisory lock key of start-up work: "STORE" in ASCII. */
const PREPARE_LOCK = 0x53544f5245;

/**
 * Migrates and seeds the database under one advisory lock, so replicas starting together do not
 * race: the second waits, then finds the work done. Returns the migrations this call applied.
 */
export async function prepareDatabase(db: Database, config: ApiConfig): Promise<string[]> {
  return db.withExclusiveLock(PREPARE_LOCK, async () => {
    const applied = await migrate(db);
    await seed(db, config);
    return applied;
  });
}
