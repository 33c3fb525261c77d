import type { ApiConfig } from '../config.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Database } from './types.ts';

export type { Database, Sql } from './types.ts';

/** A real PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in the data folder. */
export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'pgliteDataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.pgliteDataDir);
}
