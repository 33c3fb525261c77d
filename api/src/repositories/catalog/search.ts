import type { Sql } from '../../db/types.ts';
import type {
  ProductCard,
  RecommendationType,
  SuggestionsResponse,
} from '../../schemas/catalog.ts';

type SuggestedCategory = SuggestionsResponse['categories'][number];
import { CARD_COLUMNS, CARD_JOINS, selectCards, toCard, type CardRow } from './cards.ts';
import {
  allOf,
  fuzzyWords,
  Params,
  parseText,
  textCondition,
  type TextMatch,
  type TextMode,
} from './conditions.ts';
import { scopeConditions, type ListingScope } from './listing.ts';
import { lookAlikes } from './typo-words.ts';

const SUGGESTION_LIMIT = 7;
const MAX_RECOMMENDED = 2;
const MAX_PROMOTIONAL = 2;
const MAX_CATEGORIES = 3;
const MAX_BRANDS = 3;
const MAX_QUERIES = 5;

/**
 * SIMILAR_PRODUCTS: the same leaf category, nearest in price. RELATED_PRODUCTS: the same brand in
 * other top-level categories, most popular first. Null when the product does not exist.
 */
export async function listRecommended(
  db: Sql,
  productId: string,
  type: RecommendationType,
  pageNumber: number,
  pageSize: number,
): Promise<ProductCard[] | null> {
  if (!/^\d{1,9}$/.test(productId)) return null;
  const { rows } = await db.query<{
    id: number;
    category_id: number;
    root: number;
    brand_id: number;
    price: number;
  }>(
    `SELECT id, category_id, category_path[1] AS root, brand_id, user_price::float8 AS price
     FROM products WHERE id = $1`,
    [Number(productId)],
  );
  const product = rows[0];
  if (!product) return null;
  const offset = pageNumber * pageSize;
  if (type === 'SIMILAR_PRODUCTS') {
    return selectCards(
      db,
      'p.category_id = $1 AND p.id <> $2',
      'abs(p.user_price - $3), p.popularity DESC, p.id',
      pageSize,
      offset,
      [product.category_id, product.id, product.price],
    );
  }
  return selectCards(
    db,
    'p.brand_id = $1 AND p.category_path[1] <> $2',
    'p.popularity DESC, p.id',
    pageSize,
    offset,
    [product.brand_id, product.root],
  );
}

/** Rows of this market stand for every market: the seeded queries, a base weight. */
const EVERY_MARKET = '';
const MIN_RECORDED_LENGTH = 3;
const MAX_RECORDED_LENGTH = 100;

/**
 * The form a search text is counted in, the one suggestions look queries up by: its words in lower
 * case with ё folded, one space apart; null for texts too short (or too long) to offer to others.
 */
export function normaliseQuery(text: string): string | null {
  const query = parseText(text)?.words.join(' ') ?? '';
  return query.length >= MIN_RECORDED_LENGTH && query.length <= MAX_RECORDED_LENGTH ? query : null;
}

/** Counts one search of the market that found products; one upsert. */
export async function recordSearch(db: Sql, market: string, text: string): Promise<void> {
  const query = normaliseQuery(text);
  if (!query || !market) return;
  await db.query(
    `INSERT INTO search_queries (market, query, hits) VALUES ($1, $2, 1)
     ON CONFLICT (market, query) DO UPDATE SET hits = search_queries.hits + 1`,
    [market, query],
  );
}

/**
 * The market's most searched queries, the ones starting with the typed text first, then similar
 * ones; a query weighs its seeded base plus the market's own searches.
 */
async function popularQueries(db: Sql, market: string, folded: string): Promise<string[]> {
  const { rows } = await db.query<{ query: string }>(
    folded
      ? `SELECT query FROM search_queries
         WHERE market IN ($2, $3) AND (query LIKE $1 || '%' OR $1 <% query)
         GROUP BY query ORDER BY query LIKE $1 || '%' DESC, sum(hits) DESC, query
         LIMIT ${MAX_QUERIES}`
      : `SELECT query FROM search_queries WHERE market IN ($1, $2)
         GROUP BY query ORDER BY sum(hits) DESC, query LIMIT ${MAX_QUERIES}`,
    folded ? [folded, EVERY_MARKET, market] : [EVERY_MARKET, market],
  );
  return rows.map((r) => r.query);
}

/** The best matching products (with their promotion flag) and their three commonest categories. */
async function matchingProducts(db: Sql, scope: ListingScope, match: TextMatch, mode: TextMode) {
  const params = new Params();
  const text = textCondition(match, mode, params);
  const where = allOf([...scopeConditions(scope, params), text.where]);
  const [candidates, categories] = await Promise.all([
    db.query<CardRow & { in_promo: boolean }>(
      `SELECT ${CARD_COLUMNS}, p.promo_ids && ARRAY(
           SELECT id FROM promos WHERE now() BETWEEN active_since AND active_until) AS in_promo
       FROM products p ${CARD_JOINS}
       WHERE ${where} ORDER BY ${text.rank} DESC, p.popularity DESC, p.id LIMIT 40`,
      [...params.values],
    ),
    db.query<SuggestedCategory>(
      `SELECT c.id::text AS id, c.slug, c.title,
         (SELECT json_agg(json_build_object('slug', a.slug, 'title', a.title) ORDER BY a.depth)
            FROM categories a WHERE a.id = ANY(c.path)) AS breadcrumbs
       FROM (SELECT p.category_id, count(*) AS n FROM products p WHERE ${where}
             GROUP BY p.category_id ORDER BY n DESC, p.category_id LIMIT ${MAX_CATEGORIES}) top
       JOIN categories c ON c.id = top.category_id ORDER BY top.n DESC, c.id`,
      [...params.values],
    ),
  ]);
  return { candidates: candidates.rows, categories: categories.rows };
}

/**
 * What the search box offers while the visitor types (spec section 9): up to 3 categories, and at
 * most 7 products of which up to 2 are recommended and up to 2 take part in a current promotion.
 */
export async function suggest(
  db: Sql,
  market: string,
  text: string,
  seller: string | undefined,
): Promise<SuggestionsResponse> {
  const match = parseText(text);
  const folded = match ? match.words.join(' ') : '';
  const empty: SuggestionsResponse = {
    products: [],
    recommended_products: [],
    promotional_products: [],
    brands: [],
    categories: [],
    popular_queries: await popularQueries(db, market, folded),
    suggested_queries: [],
  };
  if (!match) return empty;
  const scope = seller ? { seller } : {};
  let found = await matchingProducts(db, scope, match, 'fts');
  if (found.candidates.length === 0 && fuzzyWords(match).length > 0) {
    found = await matchingProducts(db, scope, await lookAlikes(db, match), 'fuzzy');
  }
  const brands = await db.query<{ id: string; slug: string; title: string }>(
    `SELECT id::text AS id, slug, title FROM brands
     WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS w
                   WHERE search_title LIKE w || '%' OR (length(w) >= 3 AND w <% search_title))
     ORDER BY word_similarity($2, search_title) DESC, title LIMIT ${MAX_BRANDS}`,
    [match.words.filter((w) => w.length >= 2), folded],
  );
  const rows = found.candidates;
  const categories = found.categories;
  const recommended = rows
    .filter((r) => (r.rating ?? 0) >= 4.7 && r.status === 'IN_STOCK')
    .slice(0, MAX_RECOMMENDED);
  const taken = new Set(recommended.map((r) => r.id));
  const promotional = rows.filter((r) => r.in_promo && !taken.has(r.id)).slice(0, MAX_PROMOTIONAL);
  for (const r of promotional) taken.add(r.id);
  const products = rows
    .filter((r) => !taken.has(r.id))
    .slice(0, SUGGESTION_LIMIT - recommended.length - promotional.length);

  const brandList = [...brands.rows];
  for (const r of rows) {
    if (brandList.length >= MAX_BRANDS) break;
    if (!brandList.some((b) => b.id === r.brand_id)) {
      brandList.push({ id: r.brand_id, slug: r.brand_slug, title: r.brand_title });
    }
  }
  const suggested = new Set<string>();
  for (const r of rows) {
    if (suggested.size >= MAX_QUERIES) break;
    const phrase = `${r.category_title} ${r.brand_title}`.toLowerCase().replaceAll('ё', 'е');
    if (phrase !== folded) suggested.add(phrase);
  }
  return {
    ...empty,
    products: products.map(toCard),
    recommended_products: recommended.map(toCard),
    promotional_products: promotional.map(toCard),
    brands: brandList,
    categories,
    suggested_queries: [...suggested],
  };
}
