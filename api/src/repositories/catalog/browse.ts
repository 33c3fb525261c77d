import type { Sql } from '../../db/types.ts';
import type { ListingFilter, ProductCard } from '../../schemas/catalog.ts';
import { selectListedCards, type ListedPage } from './cards.ts';
import type { CatalogDictionary } from './dictionary.ts';
import { summaryFacetRows } from './facet-summary.ts';
import { ownRows, readFacetRows, type FacetQuery, type FacetRow } from './facets.ts';

/**
 * The summary's name for a listing scope without text: 'all', 'c:<id>', 'p:<id>', 's:<id>' or
 * several joined by '|'. Null when a seller slug is unknown (nothing to keep).
 */
export function summaryScope(
  scope: { category?: { id: number }; promoId?: number; seller?: string },
  filter: ListingFilter | undefined,
  dictionary: CatalogDictionary,
): string | null {
  const parts: string[] = [];
  if (scope.category) parts.push(`c:${scope.category.id}`);
  if (scope.promoId !== undefined) parts.push(`p:${scope.promoId}`);
  for (const slug of [scope.seller, filter?.seller]) {
    if (slug === undefined) continue;
    const id = dictionary.ids.seller.get(slug);
    if (id === undefined) return null;
    parts.push(`s:${id}`);
  }
  return parts.length === 0 ? 'all' : [...new Set(parts)].sort().join('|');
}

/**
 * Facet rows of a listing without text. Without filters they are the scope's summary. With one
 * filter, that filter's own facet ignores it, so it is the summary's too, and only the rows the
 * filter keeps are counted for the others. With more, the statement reads just the rows failing
 * at most one filter.
 */
export async function browseFacetRows(
  db: Sql,
  query: FacetQuery,
  scope: string | null,
): Promise<FacetRow[]> {
  const { dimensions, dictionary } = query;
  if (scope === null || dimensions.length > 1) return readFacetRows(db, query);
  const summary = summaryFacetRows(db, scope, () =>
    readFacetRows(db, { ...query, page: null, allPromos: true, ignoreFilters: true }),
  );
  const [only] = dimensions;
  if (!only) return summary;
  const [own, rest] = await Promise.all([summary, readFacetRows(db, { ...query, skip: only.key })]);
  const isOwn = ownRows(only.key, dictionary);
  return [...rest, ...own.filter((r) => r.kind !== 'total' && isOwn(r))];
}

const SIZE_TTL_MS = 60_000;
const sizes = new WeakMap<Sql, { at: number; size: Promise<number> }>();

/** About how many products the catalogue holds (the planner's statistics), read once a minute. */
function catalogSize(db: Sql): Promise<number> {
  const hit = sizes.get(db);
  if (hit && Date.now() - hit.at < SIZE_TTL_MS) return hit.size;
  const size = db
    .query<{ n: number }>(
      `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'listing_rows'::regclass`,
    )
    .then(({ rows }) => rows[0]?.n ?? 0);
  sizes.set(db, { at: Date.now(), size });
  size.catch(() => sizes.delete(db));
  return size;
}

/**
 * One page of a listing of `total` products. Walking an index in the sort order and skipping
 * the rows the filter rejects reads about (offset + limit) × catalogue / total rows: cheap for a
 * broad listing, ruinous for a narrow one (a filter that matches nothing walks the whole index).
 * When that would read more rows than the listing holds, the matching rows are collected first
 * and sorted instead.
 */
export async function listingPage(
  db: Sql,
  page: Omit<ListedPage, 'sortFirst'> & { total: number },
  params: readonly unknown[],
): Promise<ProductCard[]> {
  const { limit, offset, total } = page;
  if (total === 0 || offset >= total) return [];
  const size = Math.max(total, await catalogSize(db));
  const sortFirst = total * total < (offset + limit) * size;
  return selectListedCards(db, { ...page, sortFirst }, params);
}
