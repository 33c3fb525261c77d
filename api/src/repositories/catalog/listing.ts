import type { Sql } from '../../db/types.ts';
import {
  DEFAULT_PAGE_SIZE,
  type ListingRequest,
  type ListingResponse,
  type ListingSort,
  type ProductCard,
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
import { catalogDictionary } from './dictionary.ts';
import { readFacets } from './facets.ts';

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
 * With facets, one statement gives the counts and the page's ids, so the matching rows are read
 * once; the cards of those ids are then read by primary key.
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
  const dictionary = await catalogDictionary(db);
  const params = new Params();
  const fixed = scopeConditions(scope, params);
  const text = match && mode ? textCondition(match, mode, params) : null;
  if (text) fixed.push(text.where);
  const dimensions = filterDimensions(request.filter, params, dictionary);
  const pageSize = request.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((request.page_number ?? 1) - 1) * pageSize;
  const sort = request.sort ?? 'POPULARITY';
  // Typo-tolerant matches are a best guess rather than an exact answer to the text.
  const is_accurate = mode !== 'fuzzy';

  if (!request.with_facets) {
    const where = allOf([...fixed, ...dimensions.map((d) => d.sql)]);
    const [products, count] = await Promise.all([
      selectCards(db, where, orderBy(sort, text?.rank ?? null), pageSize, offset, [
        ...params.values,
      ]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, [
        ...params.values,
      ]),
    ]);
    return { products, facets: [], total_size: count.rows[0]?.n ?? 0, is_accurate };
  }

  const summary = await readFacets(db, {
    fixed,
    dimensions,
    params,
    categoryLevel: categoryLevel(scope, !!match),
    rank: text?.rank ?? null,
    page: { orderBy: orderBy(sort, text ? 'rank' : null, ''), limit: pageSize, offset },
    dictionary,
  });
  let products: ProductCard[] = [];
  if (summary.pageIds.length > 0) {
    // The same order again over just the page's rows (relevance recomputed for them only).
    const pageParams = new Params();
    const ids = pageParams.add(summary.pageIds);
    const rank = match && mode ? textCondition(match, mode, pageParams).rank : null;
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
