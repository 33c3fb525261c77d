import type { Sql } from '../../db/types.ts';
import {
  DEFAULT_PAGE_SIZE,
  type ListingRequest,
  type ListingResponse,
  type ListingSort,
} from '../../schemas/catalog.ts';
import { selectCards } from './cards.ts';
import {
  allOf,
  filterDimensions,
  fuzzyWords,
  Params,
  parseText,
  textCondition,
  type TextMode,
} from './conditions.ts';
import { readFacets } from './facets.ts';

/** What a page fixes before the visitor's filters: a category subtree or a promotion. */
export interface ListingScope {
  category?: { id: number; depth: number };
  promoId?: number;
  /** Seller slug (search suggestions within a seller). */
  seller?: string;
}

function orderBy(sort: ListingSort, rank: string | null): string {
  switch (sort) {
    case 'PRICE_ASC':
      return 'p.user_price ASC, p.id';
    case 'PRICE_DESC':
      return 'p.user_price DESC, p.id';
    case 'NEWEST':
      return 'p.created_at DESC, p.id';
    case 'POPULARITY':
      return rank ? `${rank} DESC, p.popularity DESC, p.id` : 'p.popularity DESC, p.id';
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
 * Full-text search with stemming first; when it finds nothing in the scope, trigram similarity
 * takes over so a mistyped word still finds its products.
 */
export async function chooseTextMode(
  db: Sql,
  scope: ListingScope,
  match: NonNullable<ReturnType<typeof parseText>>,
): Promise<TextMode | null> {
  const params = new Params();
  const conditions = scopeConditions(scope, params);
  conditions.push(textCondition(match, 'fts', params).where);
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM products p WHERE ${allOf(conditions)}) AS found`,
    params.values,
  );
  if (rows[0]?.found) return 'fts';
  return fuzzyWords(match).length > 0 ? 'fuzzy' : null;
}

/**
 * One listing page: products matching the scope, the text and the filter, sorted and paged, with
 * the total and (on request) the facets. Facet counts of each dimension apply every other filter.
 */
export async function listProducts(
  db: Sql,
  request: ListingRequest,
  scope: ListingScope = {},
): Promise<ListingResponse> {
  const match = parseText(request.text);
  const mode = match ? await chooseTextMode(db, scope, match) : null;
  if (match && mode === null) {
    return { products: [], facets: [], total_size: 0, is_accurate: true };
  }
  const params = new Params();
  const fixed = scopeConditions(scope, params);
  let rank: string | null = null;
  if (match && mode) {
    const text = textCondition(match, mode, params);
    fixed.push(text.where);
    rank = text.rank;
  }
  const dimensions = filterDimensions(request.filter, params);
  const where = allOf([...fixed, ...dimensions.map((d) => d.sql)]);
  const pageSize = request.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((request.page_number ?? 1) - 1) * pageSize;
  const sort = orderBy(request.sort ?? 'POPULARITY', rank);

  const [products, summary] = await Promise.all([
    selectCards(db, where, sort, pageSize, offset, [...params.values]),
    request.with_facets
      ? readFacets(db, { fixed, dimensions, params, categoryLevel: categoryLevel(scope, !!match) })
      : db
          .query<{ n: number }>(
            `SELECT count(*)::int AS n FROM products p WHERE ${where}`,
            params.values,
          )
          .then(({ rows }) => ({ total: rows[0]?.n ?? 0, facets: [] })),
  ]);
  return {
    products,
    facets: summary.facets,
    total_size: summary.total,
    // Typo-tolerant matches are a best guess rather than an exact answer to the text.
    is_accurate: mode !== 'fuzzy',
  };
}

/** Which level of the tree the CATEGORY facet counts: the scope's children, else roots or leaves. */
function categoryLevel(scope: ListingScope, withText: boolean): number {
  if (scope.category) return Math.min(scope.category.depth + 1, 3);
  return withText ? 3 : 1;
}
