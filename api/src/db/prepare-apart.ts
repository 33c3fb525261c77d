/**
 * Migrates and seeds an embedded database on disk in a child process (see `prepareDatabase`): it
 * receives the API's configuration over IPC, prepares the database, closes it and answers with the
 * migrations it applied.
 */
import type { ApiConfig } from '../config.ts';
import { seed } from '../seed/index.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';

process.once('message', (config: ApiConfig) => {
  void (async () => {
    const db = await openPglite(config.pgliteDataDir);
    try {
      const applied = await migrate(db);
      await seed(db, config);
      process.send?.(applied);
    } finally {
      await db.close();
    }
    process.disconnect();
  })();
});
