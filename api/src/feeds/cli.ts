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
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import type { PriceImportResult } from '../schemas/cart.ts';
import { importPrices } from './price-import.ts';

async function viaApi(url: string, text: string, fileName: string): Promise<PriceImportResult> {
  const token = process.env.FEED_TOKEN;
  if (!token) throw new Error('FEED_TOKEN is not set');
  const target = new URL('/internal/v1/feeds/prices', url);
  target.searchParams.set('file_name', fileName);
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    body: text,
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body as PriceImportResult;
}

async function direct(text: string, fileName: string): Promise<PriceImportResult> {
  const db = await openDatabase(readConfig());
  try {
    return await importPrices(db, text, { kind: 'CLI', fileName, now: new Date() });
  } finally {
    await db.close();
  }
}

const { values, positionals } = parseArgs({
  options: { api: { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) {
  console.error('usage: import:prices <file.csv> [--api http://localhost:8080]');
  process.exit(1);
}
try {
  // pnpm runs scripts in the package folder; a relative path is meant from where it was typed
  const text = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const name = basename(file);
  const result = values.api ? await viaApi(values.api, text, name) : await direct(text, name);
  console.log(
    `import ${result.id}: ${result.rows_updated} of ${result.rows_total} rows applied, ${result.rejected.length} rejected`,
  );
  for (const r of result.rejected) console.error(`line ${r.line} (${r.sku}): ${r.reason}`);
  process.exitCode = result.rejected.length > 0 ? 2 : 0;
} catch (error) {
  console.error(`import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
