import type { ListingFilter } from '../../schemas/catalog.ts';
import type { CatalogDictionary } from './dictionary.ts';
import type { TermIds } from './terms.ts';
import { foldText } from '../../seed/catalog/text.ts';

/** Collects positional parameters while SQL text is assembled. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A copy to add more to, leaving these as they are (statements built side by side). */
  copy(): Params {
    const copy = new Params();
    copy.values.push(...this.values);
    return copy;
  }
}

/** A filter the visitor can switch: facet counts of a dimension ignore its own condition. */
export interface Dimension {
  key: string;
  sql: string;
  /** The brands a brand filter keeps (kept counts per category and brand stand in for it). */
  brandIds?: readonly number[];
}

/** How the text of a query matches: full-text with stemming, or trigram similarity for typos. */
export type TextMode = 'fts' | 'fuzzy';

export interface TextMatch {
  words: string[];
  /** to_tsquery('russian', …) input: every word, the last one as a prefix. */
  tsquery: string;
}

/** Splits search text into lower-case words with ё folded; null when nothing searchable is left. */
export function parseText(text: string | undefined): TextMatch | null {
  const words = (foldText(text ?? '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  const tsquery = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  return { words, tsquery };
}

/** Words long enough for trigram matching to mean anything. */
export function fuzzyWords(match: TextMatch): string[] {
  return match.words.filter((w) => w.length >= 3);
}

/**
 * The text condition on `products` (as `alias`) and the relevance expression that goes with it.
 */
export function textCondition(
  match: TextMatch,
  mode: TextMode,
  params: Params,
  alias = 'p',
): { where: string; rank: string } {
  if (mode === 'fts') {
    const q = `to_tsquery('russian', ${params.add(match.tsquery)})`;
    return { where: `${alias}.search @@ ${q}`, rank: `ts_rank(${alias}.search, ${q})` };
  }
  const words = fuzzyWords(match).map((w) => params.add(w));
  return {
    where: words.map((w) => `${w} <% ${alias}.search_text`).join(' AND '),
    rank: words.map((w) => `word_similarity(${w}, ${alias}.search_text)`).join(' + '),
  };
}

/** Ids of the known slugs; unknown slugs match nothing. */
function idsOf(slugs: readonly string[], ids: ReadonlyMap<string, number>): number[] {
  return slugs.flatMap((slug) => {
    const id = ids.get(slug);
    return id === undefined ? [] : [id];
  });
}

/**
 * Conditions of the listing filter, one per dimension, on `listing_rows p`. Slugs and property
 * values are turned into ids here, so the planner sees plain integer conditions.
 */
export function filterDimensions(
  filter: ListingFilter | undefined,
  params: Params,
  dictionary: CatalogDictionary,
  terms: TermIds,
): Dimension[] {
  const dims: Dimension[] = [];
  if (!filter) return dims;
  const { price, brands, categories, seller, promo, promos, properties } = filter;
  const { ids } = dictionary;
  if (price && (price.min !== undefined || price.max !== undefined)) {
    const parts: string[] = [];
    if (price.min !== undefined) parts.push(`p.user_price >= ${params.add(price.min)}`);
    if (price.max !== undefined) parts.push(`p.user_price <= ${params.add(price.max)}`);
    dims.push({ key: 'price', sql: parts.join(' AND ') });
  }
  if (brands && brands.length > 0) {
    const brandIds = idsOf(brands, ids.brand);
    dims.push({ key: 'brand', sql: `p.brand_id = ANY(${params.add(brandIds)}::int[])`, brandIds });
  }
  if (categories && categories.length > 0) {
    const list = params.add(idsOf(categories, ids.category));
    dims.push({ key: 'category', sql: `p.category_path && ${list}::int[]` });
  }
  if (seller) {
    dims.push({
      key: 'seller',
      sql: `p.seller_id = ANY(${params.add(idsOf([seller], ids.seller))}::int[])`,
    });
  }
  const promoSlugs = [...new Set([...(promo ? [promo] : []), ...(promos ?? [])])];
  if (promoSlugs.length > 0) {
    dims.push({
      key: 'promo',
      sql: `p.promo_ids && ${params.add(idsOf(promoSlugs, ids.promo))}::int[]`,
    });
  }
  for (const property of properties ?? []) {
    const key = `prop:${property.id}`;
    if (dims.some((d) => d.key === key)) continue;
    if (property.values && property.values.length > 0) {
      const ids = property.values.flatMap((v) => terms.get(`E:${property.id}=${v}`) ?? []);
      dims.push({ key, sql: `p.enum_ids && ${params.add(ids)}::int[]` });
    } else if (property.min !== undefined || property.max !== undefined) {
      const id = params.add(terms.get(`N:${property.id}`) ?? null);
      const value = `p.num_values[array_position(p.num_ids, ${id}::int)]`;
      const parts: string[] = [];
      if (property.min !== undefined) parts.push(`${value} >= ${params.add(property.min)}`);
      if (property.max !== undefined) parts.push(`${value} <= ${params.add(property.max)}`);
      dims.push({ key, sql: `coalesce(${parts.join(' AND ')}, false)` });
    }
  }
  return dims;
}

/** AND of the conditions, `true` when there are none. */
export function allOf(conditions: readonly string[]): string {
  return conditions.length === 0 ? 'true' : conditions.map((c) => `(${c})`).join(' AND ');
}
