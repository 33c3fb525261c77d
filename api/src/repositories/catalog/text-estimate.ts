import type { Sql } from '../../db/types.ts';
import { Params, textCondition, type TextMatch, type TextMode } from './conditions.ts';

/**
 * Share of the catalogue a text must be expected to match for its matches to be joined to the
 * listing rows by hash rather than one by one: reading 47,000 of 100,000 rows by key costs more
 * than reading them all once.
 */
const BROAD_SHARE = 0.2;

type Plan = [{ Plan: { 'Plan Rows': number } }];

/**
 * Whether the planner expects the text to match a good share of the catalogue: its estimate of
 * the text's matches on `products` against its count of products, without running the search.
 */
export async function isBroadText(db: Sql, match: TextMatch, mode: TextMode): Promise<boolean> {
  const params = new Params();
  const { where } = textCondition(match, mode, params, 't');
  const [plan, size] = await Promise.all([
    db.query<{ 'QUERY PLAN': string | Plan }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM products t WHERE ${where}`,
      [...params.values],
    ),
    db.query<{ n: number }>(
      `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'products'::regclass`,
    ),
  ]);
  const cell = plan.rows[0]?.['QUERY PLAN'];
  const parsed = typeof cell === 'string' ? (JSON.parse(cell) as Plan) : cell;
  const estimate = parsed?.[0].Plan['Plan Rows'] ?? 0;
  const products = size.rows[0]?.n ?? 0;
  return products > 0 && estimate > products * BROAD_SHARE;
}
