import type { Sql } from '../../db/types.ts';
import { allOf, Params, type TextMatch } from './conditions.ts';
import { keptSums, mergeCounts, type KeptPart, type Within } from './text-parts.ts';
import { listingSource, readFacetRows, type FacetQuery, type FacetRow } from './facets.ts';

/**
 * Summary rows (scope `w:<category id>`, kind `words`) of the categories whose products all carry
 * the same category words (`search_extra`: the category path's titles), with how many products
 * the category holds. Every product's search vector holds its category words' lexemes, so a text
 * those words match alone matches every product of the category.
 */
export const CATEGORY_WORDS_ROWS = `SELECT 'w:' || p.category_id AS scope, 'words' AS kind,
    min(p.search_extra) AS key, count(*)::int AS n, NULL::float8 AS lo, NULL::float8 AS hi
  FROM products p GROUP BY p.category_id HAVING min(p.search_extra) = max(p.search_extra)`;

/** A kept text's counts within its scope and its first ids in the order of relevance. */
export interface WordCounts {
  rows: FacetRow[];
  top: number[];
}

/**
 * A text's facet rows within a scope (`within`), and its first `limit` ids in the order of
 * relevance, without reading every match. The categories the text matches through their words
 * alone ("whole" categories) are matched by all their products: their counts are the sum of the
 * categories' kept counts within the scope (`Within.part`). Only the products a title (title,
 * brand, sku) matches, and those of categories without one set of words, are read; a whole
 * category's other products share its words' relevance, so its first ones are its most popular.
 * Null when no category of the scope is whole or the catalogue is not summarised: the caller
 * counts every match.
 */
export async function wordCounts(
  db: Sql,
  query: FacetQuery,
  match: TextMatch,
  limit: number,
  within: Within,
): Promise<WordCounts | null> {
  // Every category (products refer to them), with its words when all its products share them
  // and no product of a subcategory is counted with it.
  const found = await db.query<{
    id: string;
    path: number[];
    uniform: boolean;
    rank: string | null;
    size: number | null;
  }>(
    `SELECT c.id::text AS id, c.path, w.key IS NOT NULL AS uniform, w.n AS size,
       CASE WHEN x.words @@ x.q THEN ts_rank(x.words, x.q)::text END AS rank
     FROM catalog_version v CROSS JOIN categories c
     LEFT JOIN (catalog_facet_summary w JOIN catalog_facet_summary s
         ON s.scope = 'c:' || substr(w.scope, 3) AND s.version = w.version
         AND s.kind = 'total' AND s.n = w.n)
       ON w.scope = 'w:' || c.id AND w.version = v.version AND w.kind = 'words'
     CROSS JOIN LATERAL (SELECT setweight(to_tsvector('russian', w.key), 'B') AS words,
       to_tsquery('russian', $1) AS q OFFSET 0) x`,
    [match.tsquery],
  );
  // Whole categories of the scope by the relevance their words give.
  const groups = new Map<string, number[]>();
  // How many products of the catalogue each group holds.
  const sizes = new Map<string, number>();
  const parts: KeptPart[] = [];
  const level = Math.trunc(query.categoryLevel);
  for (const { id, path, rank, size } of found.rows) {
    if (rank === null || !within.holds(path)) continue;
    groups.set(rank, [...(groups.get(rank) ?? []), Number(id)]);
    sizes.set(rank, (sizes.get(rank) ?? 0) + (size ?? 0));
    parts.push({ scope: within.part(Number(id)), category: path[level - 1]?.toString() ?? null });
  }
  const whole = [...groups.values()].flat();
  // No row at all when the catalogue has no version yet: nothing is kept then.
  if (whole.length === 0) return null;
  const mixed = found.rows.filter((r) => !r.uniform).map((r) => Number(r.id));

  // The products ranked one by one: a title matches one of the words, or their category has no
  // one set of words (a product of another category matches only through its title).
  const params = new Params();
  const scoped = within.conditions(params);
  const q = `to_tsquery('russian', ${params.add(match.tsquery)})`;
  const text = `t.search @@ ${q}`;
  // Those of other categories than the whole ones are counted, their listing rows read last.
  const restParams = params.copy();
  const notWhole = `t.category_id <> ALL(${restParams.add(whole)}::int[])`;
  const others = oneByOne(restParams, match, checkedAfter(text, [notWhole, ...scoped]), mixed);
  const ranked = oneByOne(params, match, checkedAfter(text, scoped), mixed);
  const rowScoped = within.rowConditions(params);
  const [sums, rest, top] = await Promise.all([
    keptSums(db, parts),
    readFacetRows(db, {
      ...query,
      source: productsWithRows([others]),
      fixed: [],
      dimensions: [],
      params: restParams,
      rank: null,
      page: null,
      skip: undefined,
      allPromos: true,
      ignoreFilters: true,
    }),
    firstIds(db, params, {
      ranked,
      // Checked on the rows the text's, the titles' and the categories' indexes find.
      scoped: rowScoped,
      // The whole categories of a category lie in it: its condition would only slow them down.
      groupScoped: [within.byBrand ? [] : rowScoped],
      rank: `ts_rank(t.search, ${q})`,
      groups,
      // Within a promotion, whose rows no index lists by popularity, a small group's rows are
      // collected and sorted rather than looked for along the whole popularity index.
      collected: within.ordered
        ? undefined
        : new Set([...sizes].filter(([, n]) => n <= SMALL_GROUP).map(([rank]) => rank)),
      limit,
    }),
  ]);
  if (!sums) return null;
  // Kept beside the counts for a filter's listing (`wholeMatches`): each group of whole
  // categories with its relevance, and the categories without one set of words.
  const split: FacetRow[] = [
    ...[...groups].map(([rank, ids], i): FacetRow => {
      return { kind: 'whole', key: ids.join(','), n: i + 1, lo: Number(rank), hi: null };
    }),
    { kind: 'mixed', key: mixed.join(','), n: 1, lo: null, hi: null },
  ];
  return { rows: [...mergeCounts([...sums, ...rest]), ...split], top };
}

/**
 * The most products of the catalogue a group of whole categories may hold for its rows within a
 * promotion to be collected and sorted: a larger group's first ones come soon enough along the
 * popularity index (36,000 products: 2 ms against 100 ms collected; 9,000: 11 ms against 5 ms).
 */
const SMALL_GROUP = 20_000;

/**
 * `text` (a costly condition on `products t`) checked only where the cheap `conditions` hold:
 * written as one condition, so it is not checked first.
 */
export function checkedAfter(text: string, conditions: readonly string[]): string {
  return conditions.length === 0 ? text : `CASE WHEN ${allOf(conditions)} THEN ${text} END`;
}

/**
 * The products the conditions keep (on `products t`, its scope's and brand's columns as `p`),
 * each with its listing row as `p`: the conditions are checked before any listing row is read.
 */
export function productsWithRows(conditions: readonly string[]): string {
  return `(SELECT t.* FROM ${PRODUCT_AS_ROW} WHERE ${allOf(conditions)}) t
    CROSS JOIN LATERAL (SELECT * FROM listing_rows l WHERE l.id = t.id OFFSET 0) p`;
}

/**
 * The products of `products t` ranked one by one: `text` (the text's condition on them) holds,
 * and a title matches one of the words or the category is one of `mixed` (no one set of words).
 * The text is checked on them alone rather than by its index, which would list all its matches.
 */
export function oneByOne(
  params: Params,
  match: TextMatch,
  text: string,
  mixed: readonly number[],
): string {
  const anyWord = match.words.map((w, i) => (i === match.words.length - 1 ? `${w}:*` : w));
  return `coalesce(${text}, false)
    AND (to_tsvector('russian', t.search_text) @@ to_tsquery('russian', ${params.add(anyWord.join(' | '))})
      OR t.category_id = ANY(${params.add(mixed)}::int[]))`;
}

/** The groups of whole categories by relevance and the categories without one set of words. */
export interface KeptGroups {
  groups: Map<number, number[]>;
  mixed: number[];
}

/** The whole categories a kept text's counts were added up from (`whole`, `mixed` rows). */
export function keptGroups(kept: readonly FacetRow[]): KeptGroups | null {
  const ids = (row: FacetRow) => (row.key ?? '').split(',').filter(Boolean).map(Number);
  const groups = new Map(
    kept.filter((r) => r.kind === 'whole').map((r) => [Number(r.lo), ids(r)] as const),
  );
  const mixed = kept.find((r) => r.kind === 'mixed');
  return groups.size === 0 || !mixed ? null : { groups, mixed: ids(mixed) };
}

/** The listing's conditions but its text's: the scope's, on `listing_rows p`. */
export function scopeOf(query: FacetQuery): string[] {
  return query.fixed.filter((c) => c !== query.text);
}

/** The ids of the listing's matches ranked one by one, for `listing_rows p`. */
export function oneByOneIds(
  params: Params,
  query: FacetQuery,
  match: TextMatch,
  mixed: number[],
): string {
  return `p.id IN (SELECT t.id FROM products t WHERE ${oneByOne(params, match, query.text ?? 'false', mixed)})`;
}

/**
 * A kept text's matches over the listing rows alone, when its counts were added up from whole
 * categories (`whole` and `mixed` rows): the rows of its whole categories, and those ranked one by
 * one, so a filter's rows are counted without reading every match's product; when the page is
 * read, the relevance is looked up only for the rows ranked one by one, the others have their
 * category's. Null otherwise.
 */
export function wholeMatches(
  kept: readonly FacetRow[],
  query: FacetQuery,
  match: TextMatch,
): Pick<FacetQuery, 'source' | 'fixed' | 'params' | 'rank'> | null {
  const split = keptGroups(kept);
  if (!split || !query.text || query.source !== listingSource(true, true)) return null;
  const params = query.params.copy();
  // The listing's own text condition (on `products t`) is checked on the rows ranked one by one.
  const ranked = oneByOneIds(params, query, match, split.mixed);
  const whole = [...split.groups.values()].flat();
  const fixed = [
    ...scopeOf(query),
    `(p.category_path && ${params.add(whole)}::int[] OR ${ranked})`,
  ];
  if (!query.page || query.rank === null)
    return { source: 'listing_rows p', fixed, params, rank: null };
  const byCategory = [...split.groups].map(
    ([rank, ids]) =>
      `WHEN p.category_path && ${params.add(ids)}::int[] THEN ${params.add(rank)}::real`,
  );
  const rank = `CASE WHEN ${ranked} THEN ${query.rank} ${byCategory.join(' ')} END`;
  return { source: 'listing_rows p', fixed, params, rank };
}

/**
 * A product (`t`) with the columns a scope's or a brand's condition reads (`p`), which it holds as
 * its listing row does: the products ranked one by one are filtered without reading their rows.
 */
const PRODUCT_AS_ROW = `products t CROSS JOIN LATERAL (
  SELECT t.id, t.category_path, t.brand_id, t.seller_id, t.promo_ids) p`;

/**
 * The first `limit` ids in the order of relevance among the rows `scoped` keeps: among the
 * products ranked one by one, and the most popular of each group of whole categories of one
 * relevance (a whole category's products not ranked one by one rank as its words do).
 */
export async function firstIds(
  db: Sql,
  base: Params,
  s: {
    ranked: string;
    scoped: readonly string[];
    /**
     * The conditions of `scoped` the groups' categories do not already meet, as alternatives
     * (e.g. one brand each), each group's most popular read for each: one brand's rows are read in
     * the order of its index.
     */
    groupScoped: readonly (readonly string[])[];
    rank: string;
    groups: ReadonlyMap<string | number, number[]>;
    /** The groups whose rows are collected first and then sorted, not read by popularity. */
    collected?: ReadonlySet<string | number> | undefined;
    limit: number;
  },
): Promise<number[]> {
  const params = base.copy();
  const n = Math.trunc(s.limit);
  const and = (conditions: readonly string[]) => conditions.map((c) => `AND (${c})`).join(' ');
  const scoped = and(s.scoped);
  const groups = [...s.groups].flatMap(([rank, cats]) => {
    // A parameter nothing reads has no type: none for a group read for no alternative.
    if (s.groupScoped.length === 0) return [];
    const [r, c] = [params.add(rank), params.add(cats)];
    // OFFSET 0: the rows are found by the indexes of their conditions before they are sorted.
    const collected = s.collected?.has(rank) ? 'OFFSET 0' : '';
    return s.groupScoped.map(
      (conditions) => `(SELECT * FROM (SELECT p.id, ${r}::real, p.popularity FROM listing_rows p
         WHERE p.category_path && ${c}::int[] ${and(conditions)}
           AND p.id NOT IN (SELECT id FROM x) ${collected}) AS g
         ORDER BY g.popularity DESC, g.id LIMIT ${n})`,
    );
  });
  // The scope's and a brand's conditions read the product's own columns (as `p`).
  const source = s.scoped.length > 0 ? PRODUCT_AS_ROW : 'products t';
  const { rows } = await db.query<{ id: number }>(
    `WITH x AS MATERIALIZED (
       SELECT t.id, ${s.rank} AS rank, t.popularity FROM ${source} WHERE ${s.ranked} ${scoped}
     )
     SELECT id FROM (
       SELECT id, rank, popularity FROM x
       ${groups.map((g) => `UNION ALL ${g}`).join('\n')}
     ) AS a ORDER BY rank DESC, popularity DESC, id LIMIT ${n}`,
    [...params.values],
  );
  return rows.map((r) => Number(r.id));
}
