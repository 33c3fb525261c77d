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
  /**
   * Each word of `fuzzyWords`' look-alikes among the catalogue's words (`lookAlikes`), which a
   * typo is matched by.
   */
  typos?: TypoWord[];
}

/** The catalogue's words like a typed word, grouped by how like it they are, the likest first. */
export type TypoWord = { similarity: number; words: string[] }[];

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

/** tsquery input matching any of the words as they are (quoted: neither stemmed nor parsed). */
export function anyWordQuery(words: readonly string[]): string {
  return words.map((w) => `'${w.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`).join(' | ');
}

/**
 * The most look-alikes a typed word may have for its products to be found by their words: each is
 * a term of the words' index and is checked on every row the relevance is worked out for, and the
 * planner expects a match of many terms to hold for a good share of the catalogue (on 100,000
 * products, 32 terms already turned the plan to a scan of every product). A word with more, such
 * as part of a model name («gsrr» is like 2,500 of them), is matched the old way, by its likeness
 * to each candidate's whole text.
 */
export const MOST_LOOK_ALIKES = 8;

function lookAlikeCount(groups: TypoWord): number {
  return groups.reduce((n, g) => n + g.words.length, 0);
}

/**
 * The text condition on `products` (as `alias`) and the relevance expression that goes with it. A
 * typo matches a product holding a look-alike of every word (`typos`), found by the index of the
 * products' words, and ranks by the likeness of each word's likest look-alike it holds: both as the
 * likeness to its whole text would, checked only on the words a trigram index finds like it.
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
  if (!match.typos) throw new Error('A typo is matched by its look-alikes: look them up first');
  if (match.typos.some((groups) => lookAlikeCount(groups) > MOST_LOOK_ALIKES)) {
    // Too many look-alikes to check one by one: the likeness to every candidate's whole text.
    const words = fuzzyWords(match).map((w) => params.add(w));
    return {
      where: words.map((w) => `${w} <% ${alias}.search_text`).join(' AND '),
      rank: words.map((w) => `word_similarity(${w}, ${alias}.search_text)`).join(' + '),
    };
  }
  // Every group's words are one parameter, which the condition and the relevance both read: a
  // statement may read the condition alone, and a parameter nothing reads has no type. The
  // likeness is a number the database gave, written as it is.
  const typed = match.typos.map((groups) =>
    groups.map((g) => ({
      holds: `${alias}.search_words @@ ${params.add(anyWordQuery(g.words))}::tsquery`,
      similarity: `${Number.isFinite(g.similarity) ? g.similarity : 0}::real`,
    })),
  );
  const where = typed.map((groups) =>
    groups.length === 0 ? 'false' : groups.map((g) => g.holds).join(' OR '),
  );
  const rank = typed.map((groups) => {
    const likest = groups.map((g) => `WHEN ${g.holds} THEN ${g.similarity}`);
    return likest.length === 0 ? '0::real' : `coalesce(CASE ${likest.join(' ')} END, 0::real)`;
  });
  return { where: allOf(where), rank: rank.join(' + ') };
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
