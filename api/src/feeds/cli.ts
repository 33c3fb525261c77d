/**
 * `pnpm --filter ./api import:prices <file.csv> [--api <url>]`: imports a price and stock CSV
 * (columns in price-import.ts).
 * - Without --api it writes to the configured database (DATABASE_URL, or PGlite in
 *   PGLITE_DATA_DIR; PGlite belongs to one process, so stop the API first).
 * - With --api http://host:8080 it posts the file to the running API's internal feed endpoint
 *   with FEED_TOKEN.
 * Exits 1 when the file cannot be imported, 2 when some rows were rejected (listed on stderr).
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import type { PriceImportResult } from '../schemas/cart.ts';
import { feedArguments, postFeed, runFeedCommand } from './cli-command.ts';
import { importPrices } from './price-import.ts';

async function viaApi(url: string, text: string, fileName: string): Promise<PriceImportResult> {
  const target = new URL('/internal/v1/feeds/prices', url);
  target.searchParams.set('file_name', fileName);
  return (await postFeed(target, 'text/csv', text)) as PriceImportResult;
}

async function direct(text: string, fileName: string): Promise<PriceImportResult> {
  const db = await openDatabase(readConfig());
  try {
    return await importPrices(db, text, { kind: 'CLI', fileName, now: new Date() });
  } finally {
    await db.close();
  }
}

const { file, api } = feedArguments('import:prices <file.csv> [--api http://localhost:8080]');
await runFeedCommand('import', async () => {
  // pnpm runs scripts in the package folder; a relative path is meant from where it was typed
  const text = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const name = basename(file);
  const result = api ? await viaApi(api, text, name) : await direct(text, name);
  console.log(
    `import ${result.id}: ${result.rows_updated} of ${result.rows_total} rows applied, ${result.rejected.length} rejected`,
  );
  for (const r of result.rejected) console.error(`line ${r.line} (${r.sku}): ${r.reason}`);
  return result.rejected.length > 0 ? 2 : 0;
});
