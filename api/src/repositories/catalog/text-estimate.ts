import type { Sql } from '../../db/types.ts';
import { Params, textCondition, type TextMatch, type TextMode } from './conditions.ts';
import { KeptPerDatabase } from './kept.ts';

/**
 * Share of the catalogue a text must be expected to match for its matches to be joined to the
 * listing rows by hash rather than one by one: reading 47,000 of 100,000 rows by key costs more
 * than reading them all once.
 */
const BROAD_SHARE = 0.2;

/**
 * The planner's answer for a text, kept for a minute per database: it changes only when the
 * statistics are gathered again, and asking for a plan is a statement of its own on every text
 * listing (on PGlite a few milliseconds).
 */
const estimates = new KeptPerDatabase<Promise<boolean>>(60_000, 500);

interface Plan {
  'Plan Rows': number;
  Plans?: Plan[];
}

/**
 * Whether the planner expects the text to match a good share of the catalogue: its estimate of
 * the text's matches on `products` against its count of products (one plan of both, side by
 * side), without running the search.
 */
export function isBroadText(db: Sql, match: TextMatch, mode: TextMode): Promise<boolean> {
  return estimates.getOrKeep(db, `${mode}:${match.words.join(' ')}`, () =>
    estimate(db, match, mode),
  );
}

/** Forgets the kept answers of the database (the benchmark's cold requests). */
export function forgetTextEstimates(db: Sql): void {
  estimates.forget(db);
}

async function estimate(db: Sql, match: TextMatch, mode: TextMode): Promise<boolean> {
  const params = new Params();
  const { where } = textCondition(match, mode, params, 't');
  const { rows } = await db.query<{ 'QUERY PLAN': string | [{ Plan: Plan }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM products t WHERE ${where} UNION ALL SELECT 1 FROM products`,
    [...params.values],
  );
  const cell = rows[0]?.['QUERY PLAN'];
  const parsed = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: Plan }]) : cell;
  const [matches, products] = parsed?.[0].Plan.Plans ?? [];
  if (!matches || !products) return false;
  return matches['Plan Rows'] > products['Plan Rows'] * BROAD_SHARE;
}
