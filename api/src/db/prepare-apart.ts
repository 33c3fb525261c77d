/**
 * Migrates and seeds an embedded database on disk in a child process (see `prepareDatabase`): it
 * receives the API's configuration over IPC, prepares the database, closes it and answers with the
 * migrations it applied.
 */
import type { ApiConfig } from '../config.ts';
import { openPglite } from './pglite.ts';
import { migrateAndSeed } from './prepare.ts';

process.once('message', (config: ApiConfig) => {
  void (async () => {
    const db = await openPglite(config.pgliteDataDir);
    try {
      process.send?.(await migrateAndSeed(db, config));
    } finally {
      await db.close();
    }
    process.disconnect();
  })();
});
