import type { Sql } from '../db/types.ts';

export interface BulkInsert<Row> {
  table: string;
  /** The columns in order, each with its SQL type; every row holds a value under each name. */
  columns: { readonly [K in keyof Row & string]?: string };
  /** The conflict target, e.g. `(code)`. */
  conflict: string;
  /** Columns a conflicting row takes from the new one; none leaves the existing row alone. */
  update?: readonly (keyof Row & string)[];
  /** Rows per statement, so a large table does not make one huge query. */
  batchSize?: number;
}

/**
 * Writes seed rows with one statement a batch (an `unnest` of one array a column): existing rows,
 * matched by `conflict`, are refreshed in the `update` columns or left alone.
 */
export async function bulkInsert<Row>(
  db: Sql,
  { table, columns, conflict, update = [], batchSize = 5000 }: BulkInsert<Row>,
  rows: readonly Row[],
): Promise<void> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const arrays = names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(', ');
  const onConflict = update.length
    ? `DO UPDATE SET ${update.map((name) => `${name} = excluded.${name}`).join(', ')}`
    : 'DO NOTHING';
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays})
    ON CONFLICT ${conflict} ${onConflict}`;
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    await db.query(
      sql,
      names.map((name) => batch.map((row) => row[name])),
    );
  }
}
