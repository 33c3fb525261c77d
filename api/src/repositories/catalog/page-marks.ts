import type { Sql } from '../../db/types.ts';
import type { ListingSort } from '../../schemas/catalog.ts';
import { KeptPerDatabase } from './kept.ts';

/**
 * Where pages of listings start: for a listing (its rows, filters and order) and an offset, the
 * id of the row just before that offset, kept for a minute per database like the listing's
 * counts. A page with a mark is read from the mark on (see `seekCondition`) instead of sorting
 * and skipping every row before it: the page after one just served, or a deep page asked again.
 */
const marks = new KeptPerDatabase<number>(60_000, 2_000);

/** A listing's name among the marks: its rows, filters, order and their values. */
export function listingMarkName(
  source: string,
  where: string,
  orderBy: string,
  params: readonly unknown[],
): string {
  return `${source}\u0000${where}\u0000${orderBy}\u0000${JSON.stringify(params)}`;
}

/** The id of the row before `offset` in the listing, if it was seen within the minute. */
export function pageMark(db: Sql, listing: string, offset: number): number | undefined {
  return marks.get(db, `${listing}\u0000${offset}`);
}

/** Keeps that the row before `offset` in the listing is `id`. */
export function keepPageMark(db: Sql, listing: string, offset: number, id: number): void {
  marks.set(db, `${listing}\u0000${offset}`, id);
}

/** Empties the marks of the database (with the kept counts: the benchmark's cold requests). */
export function forgetPageMarks(db: Sql): void {
  marks.forget(db);
}

const SORT_COLUMNS: Record<ListingSort, { column: string; descending: boolean }> = {
  POPULARITY: { column: 'popularity', descending: true },
  PRICE_ASC: { column: 'user_price', descending: false },
  PRICE_DESC: { column: 'user_price', descending: true },
  NEWEST: { column: 'created_at', descending: true },
};

/**
 * The rows of `listing_rows p` after the row `markId` (a parameter) in the order of `sort`
 * without relevance: its sort column then `id`. The mark's own value is read by a subquery the
 * planner runs once, so a walk of the sort column's index starts right at the mark. Nothing
 * matches if the row is gone.
 */
export function seekCondition(sort: ListingSort, markId: string): string {
  const { column, descending } = SORT_COLUMNS[sort];
  const value = `(SELECT ${column} FROM listing_rows WHERE id = ${markId}::int)`;
  const [from, after] = descending ? ['<=', '<'] : ['>=', '>'];
  return `p.${column} ${from} ${value} AND (p.${column} ${after} ${value} OR p.id > ${markId}::int)`;
}
