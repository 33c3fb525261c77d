/**
 * `pnpm --filter ./api seed`: migrates and seeds the configured database (DATABASE_URL, or PGlite in
 * PGLITE_DATA_DIR) without starting the server, under the same lock the server takes.
 */
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { prepareDatabase } from '../db/prepare.ts';

const config = readConfig();
const db = await openDatabase(config);
try {
  const applied = await prepareDatabase(db, config);
  console.log(`database ready (${db.kind}); migrations applied: ${applied.join(', ') || 'none'}`);
} finally {
  await db.close();
}
