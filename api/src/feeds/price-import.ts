import type { Database } from '../db/types.ts';
import { refreshCatalogSummary } from '../repositories/catalog/facet-summary.ts';
import { HttpError } from '../plugins/errors.ts';
import type { PriceImportResult } from '../schemas/cart.ts';
import { parseCsv } from './csv.ts';

/**
 * The back office's price and stock feed: a CSV with a header line and one product per line,
 * found by article. Columns (names in any case, in any order):
 * - `sku` (or `article`, `артикул`): required;
 * - `price` (or `user_price`, `цена`): the retail price;
 * - `base_price` (or `old_price`): the price before discount; without it the base price stays,
 *   raised to the price when below it;
 * - `stock` (or `остаток`): units in stock, a whole number; 0 makes the product out of stock;
 * - `withdrawn`: 1/true/yes takes the product off sale, 0/false/no puts it back.
 * An empty cell leaves that value as it is. Numbers may use a decimal comma and spaces.
 */
const COLUMNS = {
  sku: ['sku', 'article', 'артикул'],
  price: ['price', 'user_price', 'цена'],
  base_price: ['base_price', 'old_price'],
  stock: ['stock', 'остаток'],
  withdrawn: ['withdrawn'],
} as const;

type Column = keyof typeof COLUMNS;

export const MAX_IMPORT_ROWS = 100_000;

interface ParsedRow {
  line: number;
  sku: string;
  price: number | null;
  base_price: number | null;
  stock: number | null;
  withdrawn: boolean | null;
}

function columnIndexes(header: string[]): Record<Column, number> {
  const index = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  return {
    sku: index(COLUMNS.sku),
    price: index(COLUMNS.price),
    base_price: index(COLUMNS.base_price),
    stock: index(COLUMNS.stock),
    withdrawn: index(COLUMNS.withdrawn),
  };
}

/** A number cell: null when empty, NaN when not a number. */
function number(cell: string | undefined): number | null {
  const text = (cell ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

function flag(cell: string | undefined): boolean | null | 'bad' {
  const text = (cell ?? '').trim().toLowerCase();
  if (text === '') return null;
  if (['1', 'true', 'yes', 'да'].includes(text)) return true;
  if (['0', 'false', 'no', 'нет'].includes(text)) return false;
  return 'bad';
}

const isMoney = (n: number | null) => n === null || (Number.isFinite(n) && n >= 0 && n < 1e10);

/** Parses and checks the rows; a bad row is rejected with its reason, the others go on. */
function readRows(text: string): {
  rows: ParsedRow[];
  rejected: PriceImportResult['rejected'];
  total: number;
} {
  const { header, rows } = parseCsv(text);
  const at = columnIndexes(header);
  if (at.sku < 0) {
    throw new HttpError(400, 'FEED_INVALID', 'В файле нет колонки sku (артикул)');
  }
  if (at.price < 0 && at.stock < 0 && at.withdrawn < 0 && at.base_price < 0) {
    throw new HttpError(400, 'FEED_INVALID', 'В файле нет колонок цены или остатка');
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new HttpError(400, 'FEED_INVALID', `Не больше ${MAX_IMPORT_ROWS} строк в одном файле`);
  }
  const parsed: ParsedRow[] = [];
  const rejected: PriceImportResult['rejected'] = [];
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    const sku = (cells[at.sku] ?? '').trim();
    const reject = (reason: string) => rejected.push({ line, sku, reason });
    const price = at.price < 0 ? null : number(cells[at.price]);
    const base = at.base_price < 0 ? null : number(cells[at.base_price]);
    const stock = at.stock < 0 ? null : number(cells[at.stock]);
    const withdrawn = at.withdrawn < 0 ? null : flag(cells[at.withdrawn]);
    if (!sku) reject('Пустой артикул');
    else if (seen.has(sku)) reject('Артикул повторяется в файле');
    else if (!isMoney(price) || !isMoney(base)) reject('Цена — неотрицательное число');
    else if (stock !== null && !(Number.isInteger(stock) && stock >= 0 && stock <= 1e9)) {
      reject('Остаток — целое неотрицательное число');
    } else if (withdrawn === 'bad') reject('withdrawn — 1 или 0');
    else if (price !== null && base !== null && base < price) {
      reject('Базовая цена ниже цены');
    } else {
      seen.add(sku);
      parsed.push({ line, sku, price, base_price: base, stock, withdrawn });
    }
  }
  return { rows: parsed, rejected, total: rows.length };
}

/**
 * Applies a price and stock CSV in one transaction and logs it. Rows with an unknown article or
 * a bad value are rejected with their line and reason; the others are applied. A file without
 * the needed columns is a 400 FEED_INVALID and changes nothing.
 */
export async function importPrices(
  db: Database,
  text: string,
  source: { kind: 'CLI' | 'API'; fileName?: string | undefined; now: Date },
): Promise<PriceImportResult> {
  const { rows, rejected, total } = readRows(text);
  const result = await db.transaction(async (tx) => {
    const updated = await tx.query<{ sku: string }>(
      `UPDATE products p SET
         user_price = COALESCE(f.price, p.user_price),
         base_price = COALESCE(f.base_price, GREATEST(p.base_price, COALESCE(f.price, p.user_price))),
         discount = CASE WHEN COALESCE(f.base_price, GREATEST(p.base_price, COALESCE(f.price, p.user_price))) > 0
           THEN LEAST(99, GREATEST(0, round((1 - COALESCE(f.price, p.user_price)
             / COALESCE(f.base_price, GREATEST(p.base_price, COALESCE(f.price, p.user_price)))) * 100)))
           ELSE 0 END,
         stock = COALESCE(f.stock, p.stock),
         status = CASE
           WHEN f.stock IS NULL THEN p.status
           WHEN f.stock = 0 THEN 'OUT_OF_STOCK'
           WHEN p.status = 'OUT_OF_STOCK' THEN 'IN_STOCK'
           ELSE p.status END,
         withdrawn = COALESCE(f.withdrawn, p.withdrawn)
       FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::int[], $5::bool[])
         AS f (sku, price, base_price, stock, withdrawn)
       WHERE p.sku = f.sku
       RETURNING p.sku`,
      [
        rows.map((r) => r.sku),
        rows.map((r) => r.price),
        rows.map((r) => r.base_price),
        rows.map((r) => r.stock),
        rows.map((r) => r.withdrawn),
      ],
    );
    // Listings' facet counts of every category, promotion and seller follow the new prices.
    await refreshCatalogSummary(tx);
    const found = new Set(updated.rows.map((r) => r.sku));
    for (const row of rows) {
      if (!found.has(row.sku))
        rejected.push({ line: row.line, sku: row.sku, reason: 'Неизвестный артикул' });
    }
    rejected.sort((a, b) => a.line - b.line);
    const log = await tx.query<{ id: string }>(
      `INSERT INTO price_imports (source, file_name, rows_total, rows_updated, rejected, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [
        source.kind,
        source.fileName ?? null,
        total,
        found.size,
        JSON.stringify(rejected),
        source.now,
      ],
    );
    return { id: log.rows[0]?.id ?? '', rows_total: total, rows_updated: found.size, rejected };
  });
  await refreshListingStatistics(db, result.rows_updated);
  return result;
}

/**
 * Gathers the listing rows' statistics again after an import that rewrote a good share of them,
 * as autovacuum would (at 50 rows and a tenth of the table, its defaults), so the listings'
 * planner reads the new prices' spread: PGlite has no autovacuum. A smaller import leaves them
 * (gathering them takes about a second on PGlite at 100,000 products).
 */
async function refreshListingStatistics(db: Database, updated: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'listing_rows'::regclass`,
  );
  if (updated >= 50 + 0.1 * (rows[0]?.n ?? 0)) await db.query('ANALYZE listing_rows');
}
