import type { Sql } from '../../db/types.ts';
import type { ListingFilter, ListingSort, ProductCard } from '../../schemas/catalog.ts';
import { selectListedCards, type ListedPage } from './cards.ts';
import type { CatalogDictionary } from './dictionary.ts';
import { summaryFacetRows } from './facet-summary.ts';
import { ownRows, readFacetRows, type FacetQuery, type FacetRow } from './facets.ts';
import { KeptPerDatabase } from './kept.ts';
import { keptSums } from './text-parts.ts';
import { keepPageMark, listingMarkName, pageMark, seekCondition } from './page-marks.ts';

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
 * at most one filter. A brand filter alone, in the whole catalogue or a category, reads no rows:
 * its other facets are the kept counts by category and brand added up (`brandSums`).
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
  const others = async () =>
    (only.brandIds ? await brandSums(db, query, scope, only.brandIds) : null) ??
    readFacetRows(db, { ...query, skip: only.key });
  const [own, rest] = await Promise.all([summary, others()]);
  const isOwn = ownRows(only.key, dictionary);
  return [...rest, ...own.filter((r) => r.kind !== 'total' && isOwn(r))];
}

/**
 * The facets other than BRAND of the whole catalogue or a category with a brand filter alone: its
 * products are those of the scope's categories kept by category and brand (`c:<id>|b:<id>`, each
 * product under its own category), so their kept counts are added up instead of reading the rows,
 * each category's total counted under its ancestor at the level the CATEGORY facet counts. Null
 * for another scope, or when the catalogue is not summarised (the caller then counts the rows).
 */
function brandSums(
  db: Sql,
  query: FacetQuery,
  scope: string,
  brandIds: readonly number[],
): Promise<FacetRow[] | null> | null {
  const within = /^c:(\d+)$/.exec(scope);
  if (scope !== 'all' && !within) return null;
  const category = within ? Number(within[1]) : null;
  const level = Math.trunc(query.categoryLevel);
  const brands = [...new Set(brandIds)];
  const parts = [...query.dictionary.categoryPaths].flatMap(([id, path]) =>
    category === null || path.includes(category)
      ? brands.map((b) => ({
          scope: `c:${id}|b:${b}`,
          category: path[level - 1]?.toString() ?? null,
        }))
      : [],
  );
  return keptSums(db, parts, { skip: 'brand', currentPromos: true });
}

const sizes = new KeptPerDatabase<Promise<number>>(60_000);

/** About how many products the catalogue holds (the planner's statistics), read once a minute. */
function catalogSize(db: Sql): Promise<number> {
  return sizes.getOrKeep(db, '', () =>
    db
      .query<{ n: number }>(
        `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'listing_rows'::regclass`,
      )
      .then(({ rows }) => rows[0]?.n ?? 0),
  );
}

/**
 * One page of a listing of `total` products. Walking an index in the sort order and skipping
 * the rows the filter rejects reads about (offset + limit) × catalogue / total rows: cheap for a
 * broad listing, ruinous for a narrow one (a filter that matches nothing walks the whole index).
 * When that would read more rows than the listing holds, the matching rows are collected first
 * and sorted instead. A page whose start was seen within the minute (the page after one just
 * served, or a deep page asked again: see page-marks.ts) is read from there on, skipping nothing.
 */
export async function listingPage(
  db: Sql,
  page: Omit<ListedPage, 'sortFirst'> & { total: number; sort: ListingSort },
  params: readonly unknown[],
): Promise<ProductCard[]> {
  const { limit, offset, total, sort } = page;
  if (total === 0 || offset >= total) return [];
  const size = Math.max(total, await catalogSize(db));
  const sortFirst = (skipped: number) => total * total < (skipped + limit) * size;
  const listing = listingMarkName(page.source, page.where, page.orderBy, params);
  const keepMarks = (cards: ProductCard[], from: number) => {
    const last = cards.length === limit ? cards.at(-1) : undefined;
    if (last) keepPageMark(db, listing, from + limit, Number(last.id));
  };
  const mark = offset > 0 ? pageMark(db, listing, offset) : undefined;
  if (mark !== undefined) {
    const markId = `$${params.length + 1}`;
    const cards = await selectListedCards(
      db,
      {
        ...page,
        where: `${page.where} AND ${seekCondition(sort, markId)}`,
        offset: 0,
        sortFirst: sortFirst(0),
      },
      [...params, mark],
    );
    // A page shorter than the listing says was read from a mark gone stale: read it again below.
    if (cards.length === Math.min(limit, total - offset)) {
      keepMarks(cards, offset);
      return cards;
    }
  }
  // From the row before the page, when there is one: that row marks where the page starts.
  const before = offset > 0 ? 1 : 0;
  const cards = await selectListedCards(
    db,
    { ...page, offset: offset - before, limit: limit + before, sortFirst: sortFirst(offset) },
    params,
  );
  const [first] = cards;
  if (before && first) keepPageMark(db, listing, offset, Number(first.id));
  const shown = cards.slice(before);
  keepMarks(shown, offset);
  return shown;
}
