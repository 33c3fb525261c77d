import type { Sql } from '../../db/types.ts';
import {
  DEFAULT_PAGE_SIZE,
  type ListingRequest,
  type ListingResponse,
  type ListingSort,
  type ProductCard,
} from '../../schemas/catalog.ts';
import { browseFacetRows, listingPage, summaryScope } from './browse.ts';
import { selectCards, selectListedCards } from './cards.ts';
import {
  allOf,
  filterDimensions,
  fuzzyWords,
  Params,
  parseText,
  textCondition,
  type TextMatch,
  type TextMode,
} from './conditions.ts';
import { catalogDictionary } from './dictionary.ts';
import { cachedFacets } from './facet-cache.ts';
import { listingSource, rankOfRow, readFacetRows, toFacets, type FacetQuery } from './facets.ts';
import { filterTermIds } from './terms.ts';
import { isBroadText } from './text-estimate.ts';
import { lookAlikes } from './typo-words.ts';
import { keptTextListing, keptTextRows, listingSize, textSummaryScope } from './text-summary.ts';

/** What a page fixes before the visitor's filters: a category subtree or a promotion. */
export interface ListingScope {
  category?: { id: number; depth: number };
  promoId?: number;
  /** Seller slug (search suggestions within a seller). */
  seller?: string;
}

/**
 * ORDER BY of a sort over products (`prefix` "p.") or over the facet statement's `base` rows
 * (prefix ""), whose rank column holds the relevance.
 */
export function orderBy(sort: ListingSort, rank: string | null, prefix = 'p.'): string {
  switch (sort) {
    case 'PRICE_ASC':
      return `${prefix}user_price ASC, ${prefix}id`;
    case 'PRICE_DESC':
      return `${prefix}user_price DESC, ${prefix}id`;
    case 'NEWEST':
      return `${prefix}created_at DESC, ${prefix}id`;
    case 'POPULARITY':
      return rank
        ? `${rank} DESC, ${prefix}popularity DESC, ${prefix}id`
        : `${prefix}popularity DESC, ${prefix}id`;
  }
}

export function scopeConditions(scope: ListingScope, params: Params): string[] {
  const conditions: string[] = [];
  if (scope.category) {
    conditions.push(`p.category_path @> ARRAY[${params.add(scope.category.id)}::int]`);
  }
  if (scope.promoId !== undefined) {
    conditions.push(`p.promo_ids @> ARRAY[${params.add(scope.promoId)}::int]`);
  }
  if (scope.seller !== undefined) {
    conditions.push(
      `p.seller_id IN (SELECT id FROM sellers WHERE slug = ${params.add(scope.seller)})`,
    );
  }
  return conditions;
}

/**
 * Whether the text alone finds anything in the scope. A count rather than EXISTS: with a LIMIT the
 * planner may prefer a sequential scan hoping for an early match, and rows of one category sit
 * together, so the GIN index is the predictable path.
 */
async function textFound(db: Sql, scope: ListingScope, match: TextMatch): Promise<boolean> {
  const params = new Params();
  const conditions = scopeConditions(scope, params);
  conditions.push(textCondition(match, 'fts', params, 't').where);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${listingSource(true)} WHERE ${allOf(conditions)}`,
    params.values,
  );
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * One listing page: products matching the scope, the text and the filter, sorted and paged, with
 * the total and (on request) the facets. Facet counts of each dimension apply every other filter.
 * The text is matched by full-text search with stemming; when that finds nothing in the scope at
 * all, trigram similarity takes over so a mistyped word still finds its products.
 */
export async function listProducts(
  db: Sql,
  request: ListingRequest,
  scope: ListingScope = {},
): Promise<ListingResponse> {
  const match = parseText(request.text);
  if (!match) return runListing(db, request, scope, null);
  const exact = await runListing(db, request, scope, { match, mode: 'fts' });
  if (exact.total_size > 0 || fuzzyWords(match).length === 0) return exact;
  // Nothing found: because of the filters (then that is the answer), or because of the text.
  if (hasFilter(request) && (await textFound(db, scope, match))) return exact;
  return runListing(db, request, scope, { match: await lookAlikes(db, match), mode: 'fuzzy' });
}

function hasFilter(request: ListingRequest): boolean {
  const f = request.filter;
  if (!f) return false;
  return Boolean(
    f.price?.min !== undefined ||
    f.price?.max !== undefined ||
    f.brands?.length ||
    f.categories?.length ||
    f.seller ||
    f.promo ||
    f.promos?.length ||
    f.properties?.some((p) => p.values?.length || p.min !== undefined || p.max !== undefined),
  );
}

/**
 * Without text the facets come from the scope's summary where they can and the page from the
 * indexes (see `listingPage`). With text, one statement gives the counts and the page's ids, so
 * the matching rows are read once; the cards of those ids are then read by primary key.
 */
async function runListing(
  db: Sql,
  request: ListingRequest,
  scope: ListingScope,
  search: { match: TextMatch; mode: TextMode } | null,
): Promise<ListingResponse> {
  const [dictionary, terms, broad] = await Promise.all([
    catalogDictionary(db),
    filterTermIds(db, request.filter),
    search ? isBroadText(db, search.match, search.mode) : false,
  ]);
  const params = new Params();
  const fixed = scopeConditions(scope, params);
  const text = search ? textCondition(search.match, search.mode, params, 't') : null;
  if (text) fixed.push(text.where);
  // A seller has no facet of its own: its filter narrows the listing as a seller page does.
  const filters = filterDimensions(request.filter, params, dictionary, terms);
  fixed.push(...filters.filter((d) => d.key === 'seller').map((d) => d.sql));
  const dimensions = filters.filter((d) => d.key !== 'seller');
  const pageSize = request.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((request.page_number ?? 1) - 1) * pageSize;
  const sort = request.sort ?? 'POPULARITY';
  // Typo-tolerant matches are a best guess rather than an exact answer to the text.
  const is_accurate = search?.mode !== 'fuzzy';
  const where = allOf([...fixed, ...dimensions.map((d) => d.sql)]);
  const source = listingSource(search !== null, broad, search?.mode);
  // A broad text's or a typo's counts without filters are kept like a scope's (`keptTextRows`).
  const keptAs =
    search && (broad || search.mode === 'fuzzy') && dimensions.length <= 1
      ? textSummaryScope(summaryScope(scope, request.filter, dictionary), search)
      : null;
  const page = (total: number) =>
    listingPage(
      db,
      {
        source,
        where,
        orderBy: orderBy(sort, null),
        cardOrderBy: orderBy(sort, null),
        limit: pageSize,
        offset,
        total,
        sort,
      },
      [...params.values],
    );

  const facetQuery = (pageOrder: FacetQuery['page']): FacetQuery => ({
    source,
    fixed,
    text: text?.where ?? null,
    dimensions,
    params,
    categoryLevel: categoryLevel(scope, !!search),
    // Only the order of relevance reads the rank: other sorts leave it unworked.
    rank: sort === 'POPULARITY' && text ? rankOfRow(text.rank, broad) : null,
    dictionary,
    page: pageOrder,
  });
  if (!request.with_facets) {
    const total = await listingSize(db, `FROM ${source} WHERE ${where}`, params, () =>
      keptAs !== null && dimensions.length === 0 && text
        ? keptTextRows(db, facetQuery(null), keptAs, text.rank)
        : null,
    );
    if (total === 0) return { products: [], facets: [], total_size: 0, is_accurate };
    if (!search || !text)
      return { products: await page(total), facets: [], total_size: total, is_accurate };
    // The relevance again over `products p`, for the order of the cards (its parameters only
    // when the order uses it: a parameter nothing reads has no type).
    const cardRank =
      sort === 'POPULARITY' ? textCondition(search.match, search.mode, params, 'p').rank : null;
    const products = await selectListedCards(
      db,
      {
        source,
        where,
        orderBy: orderBy(sort, text.rank),
        cardOrderBy: orderBy(sort, cardRank),
        limit: pageSize,
        offset,
        sortFirst: false,
      },
      [...params.values],
    );
    return { products, facets: [], total_size: total, is_accurate };
  }

  if (!search) {
    // Browsing without text: a bounded set of scopes and filters, the same for every visitor, so
    // the counts are kept for a minute.
    const query = facetQuery(null);
    const rows = await cachedFacets(db, `${where}|${query.categoryLevel}`, params.values, () =>
      browseFacetRows(db, query, summaryScope(scope, request.filter, dictionary)),
    );
    const summary = toFacets(rows, dictionary);
    return {
      products: await page(summary.total),
      facets: summary.facets,
      total_size: summary.total,
      is_accurate,
    };
  }
  const pageOrder = { orderBy: orderBy(sort, text ? 'rank' : null, ''), limit: pageSize, offset };
  const query = { ...facetQuery(pageOrder), page: pageOrder };
  const kept =
    keptAs !== null && text
      ? await keptTextListing(db, query, keptAs, text.rank, sort === 'POPULARITY')
      : null;
  const { rows, paged } = kept ?? { rows: await readFacetRows(db, query), paged: true };
  const summary = toFacets(rows, dictionary);
  if (!paged) {
    return {
      products: await page(summary.total),
      facets: summary.facets,
      total_size: summary.total,
      is_accurate,
    };
  }
  let products: ProductCard[] = [];
  if (summary.pageIds.length > 0) {
    // The same order again over just the page's rows (relevance recomputed for them only, and
    // its parameters added only then: a parameter nothing reads has no type).
    const pageParams = new Params();
    const ids = pageParams.add(summary.pageIds);
    const rank =
      sort === 'POPULARITY' ? textCondition(search.match, search.mode, pageParams).rank : null;
    products = await selectCards(
      db,
      `p.id = ANY(${ids}::int[])`,
      orderBy(sort, rank),
      pageSize,
      0,
      pageParams.values,
    );
  }
  return { products, facets: summary.facets, total_size: summary.total, is_accurate };
}

/** Which level of the tree the CATEGORY facet counts: the scope's children, else roots or leaves. */
function categoryLevel(scope: ListingScope, withText: boolean): number {
  if (scope.category) return Math.min(scope.category.depth + 1, 3);
  return withText ? 3 : 1;
}
