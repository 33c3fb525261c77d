import type { Sql } from '../db/types.ts';

export interface BulkInsert {
  table: string;
  /**
   * The columns in order with their SQL types, as in a table definition: `code text, value
   * numeric`; every row holds a value under each column name.
   */
  columns: string;
  /** The conflict target, e.g. `(code)`. */
  conflict: string;
  /** Columns a conflicting row takes from the new one (`a, b`); none leaves the row alone. */
  update?: string;
  /** Rows per statement, so a large table does not make one huge query. */
  batchSize?: number;
}

/**
 * Writes seed rows with one statement a batch (an `unnest` of one array a column): existing rows,
 * matched by `conflict`, are refreshed in the `update` columns or left alone.
 */
export async function bulkInsert<Row extends object>(
  db: Sql,
  { table, columns, conflict, update, batchSize = 5000 }: BulkInsert,
  rows: readonly Row[],
): Promise<void> {
  const typed = columns.split(',').map((column) => column.trim().split(/\s+/));
  const names = typed.map(([name]) => name as keyof Row & string);
  const arrays = typed.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const refreshed = update?.split(',').map((name) => `${name.trim()} = excluded.${name.trim()}`);
  const onConflict = refreshed ? `DO UPDATE SET ${refreshed.join(', ')}` : 'DO NOTHING';
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
