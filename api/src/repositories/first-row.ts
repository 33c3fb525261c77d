import type { Sql } from '../db/types.ts';

/** The first row a query returns, or null when it returns none. */
export async function firstRow<Row>(
  db: Sql,
  text: string,
  params: readonly unknown[],
): Promise<Row | null> {
  const { rows } = await db.query<Row>(text, params);
  return rows[0] ?? null;
}
