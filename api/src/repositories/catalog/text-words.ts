import type { Sql } from '../../db/types.ts';
import { allOf, Params, type TextMatch } from './conditions.ts';
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

/** Whole-catalogue counts of a text and its first ids in the order of relevance. */
export interface WordCounts {
  rows: FacetRow[];
  top: number[];
}

/**
 * A text's facet rows over the whole catalogue, and its first `limit` ids in the order of
 * relevance, without reading every match. The categories the text matches through their words
 * alone ("whole" categories) are matched by all their products: their counts are the sum of the
 * categories' kept counts. Only the products a title (title, brand, sku) matches, and those of
 * categories without one set of words, are read; a whole category's other products share its
 * words' relevance, so its first ones are its most popular. Null when no category is whole or the
 * catalogue is not summarised: the caller counts every match.
 */
export async function wordCounts(
  db: Sql,
  query: FacetQuery,
  match: TextMatch,
  limit: number,
): Promise<WordCounts | null> {
  // Every category (products refer to them), with its words when all its products share them
  // and no product of a subcategory is counted with it.
  const found = await db.query<{
    id: string;
    version: string;
    uniform: boolean;
    rank: string | null;
  }>(
    `SELECT c.id::text AS id, v.version::text AS version, w.key IS NOT NULL AS uniform,
       CASE WHEN setweight(to_tsvector('russian', w.key), 'B') @@ to_tsquery('russian', $1)
         THEN ts_rank(setweight(to_tsvector('russian', w.key), 'B'), to_tsquery('russian', $1))::text
       END AS rank
     FROM catalog_version v CROSS JOIN categories c
     LEFT JOIN (catalog_facet_summary w JOIN catalog_facet_summary s
         ON s.scope = 'c:' || substr(w.scope, 3) AND s.version = w.version
         AND s.kind = 'total' AND s.n = w.n)
       ON w.scope = 'w:' || c.id AND w.version = v.version AND w.kind = 'words'`,
    [match.tsquery],
  );
  const version = found.rows[0]?.version;
  // Whole categories by the relevance their words give.
  const groups = new Map<string, number[]>();
  for (const { id, rank } of found.rows) {
    if (rank !== null) groups.set(rank, [...(groups.get(rank) ?? []), Number(id)]);
  }
  const whole = [...groups.values()].flat();
  if (whole.length === 0 || version === undefined) return null;
  const mixed = found.rows.filter((r) => !r.uniform).map((r) => r.id);

  // The products ranked one by one: a title matches one of the words, or their category has no
  // one set of words (a product of another category matches only through its title). The text is
  // checked on them alone, rather than by its index, which would list all its matches.
  const params = new Params();
  const q = `to_tsquery('russian', ${params.add(match.tsquery)})`;
  const ranked = oneByOne(params, match, `t.search @@ ${q}`, mixed.map(Number));
  const restParams = params.copy();
  const notWhole = `t.category_id <> ALL(${restParams.add(whole)}::int[])`;
  const [sums, rest, top] = await Promise.all([
    db.query<FacetRow>(
      `SELECT kind, key, sum(n)::int AS n, min(lo) AS lo, max(hi) AS hi
       FROM catalog_facet_summary WHERE version = $1::bigint AND scope = ANY($2::text[])
       GROUP BY kind, key`,
      [version, whole.map((id) => `c:${id}`)],
    ),
    readFacetRows(db, {
      ...query,
      source: listingSource(true),
      fixed: [ranked, notWhole],
      dimensions: [],
      params: restParams,
      rank: null,
      page: null,
      skip: undefined,
      allPromos: true,
      ignoreFilters: true,
    }),
    firstIds(db, params, { ranked, rank: `ts_rank(t.search, ${q})`, groups, limit }),
  ]);
  // Kept beside the counts for a filter's listing (`wholeMatches`): each group of whole
  // categories with its relevance, and the categories without one set of words.
  const split: FacetRow[] = [
    ...[...groups].map(([rank, ids], i): FacetRow => {
      return { kind: 'whole', key: ids.join(','), n: i + 1, lo: Number(rank), hi: null };
    }),
    { kind: 'mixed', key: mixed.join(','), n: 1, lo: null, hi: null },
  ];
  return { rows: [...mergeCounts([...spreadTotals(sums.rows), ...rest]), ...split], top };
}

/**
 * The products of `products t` ranked one by one: `text` (the text's condition on them) holds,
 * and a title matches one of the words or the category is one of `mixed` (no one set of words).
 * The text is checked on them alone rather than by its index, which would list all its matches.
 */
function oneByOne(params: Params, match: TextMatch, text: string, mixed: number[]): string {
  const anyWord = match.words.map((w, i) => (i === match.words.length - 1 ? `${w}:*` : w));
  return `coalesce(${text}, false)
    AND (to_tsvector('russian', t.search_text) @@ to_tsquery('russian', ${params.add(anyWord.join(' | '))})
      OR t.category_id = ANY(${params.add(mixed)}::int[]))`;
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
  const ids = (row: FacetRow | undefined) =>
    row?.key === undefined || row.key === null
      ? null
      : row.key.split(',').filter(Boolean).map(Number);
  const groups = kept.filter((r) => r.kind === 'whole');
  const mixed = ids(kept.find((r) => r.kind === 'mixed'));
  if (groups.length === 0 || !mixed || query.source !== listingSource(true, true)) return null;
  const params = query.params.copy();
  // The listing's own text condition (on `products t`) is checked on the rows ranked one by one.
  const oneByOneIds = `p.id IN (SELECT t.id FROM products t WHERE ${oneByOne(params, match, allOf(query.fixed), mixed)})`;
  const fixed = [
    `(p.category_path && ${params.add(groups.flatMap((g) => ids(g) ?? []))}::int[] OR ${oneByOneIds})`,
  ];
  if (!query.page || query.rank === null)
    return { source: 'listing_rows p', fixed, params, rank: null };
  const byCategory = groups.map(
    (g) => `WHEN p.category_path && ${params.add(ids(g))}::int[] THEN ${params.add(g.lo)}::real`,
  );
  const rank = `CASE WHEN ${oneByOneIds} THEN ${query.rank} ${byCategory.join(' ')} END`;
  return { source: 'listing_rows p', fixed, params, rank };
}

/**
 * The first `limit` ids in the order of relevance: among the products ranked one by one, and the
 * most popular of each group of whole categories of one relevance (a whole category's products
 * not ranked one by one rank as its words do).
 */
async function firstIds(
  db: Sql,
  base: Params,
  s: { ranked: string; rank: string; groups: ReadonlyMap<string, number[]>; limit: number },
): Promise<number[]> {
  const params = base.copy();
  const n = Math.trunc(s.limit);
  const groups = [...s.groups].map(
    ([rank, cats]) => `(SELECT p.id, ${params.add(rank)}::real, p.popularity FROM listing_rows p
       WHERE p.category_path && ${params.add(cats)}::int[] AND p.id NOT IN (SELECT id FROM x)
       ORDER BY p.popularity DESC, p.id LIMIT ${n})`,
  );
  const { rows } = await db.query<{ id: number }>(
    `WITH x AS MATERIALIZED (
       SELECT t.id, ${s.rank} AS rank, t.popularity FROM products t WHERE ${s.ranked}
     )
     SELECT id FROM (
       SELECT id, rank, popularity FROM x
       UNION ALL ${groups.join('\nUNION ALL ')}
     ) AS a ORDER BY rank DESC, popularity DESC, id LIMIT ${n}`,
    [...params.values],
  );
  return rows.map((r) => Number(r.id));
}

/** A kept `total` row (with the price range) as the live statement's `total` and `price` rows. */
function spreadTotals(rows: readonly FacetRow[]): FacetRow[] {
  return rows.flatMap((r) =>
    r.kind === 'total'
      ? [
          { ...r, lo: null, hi: null },
          { ...r, kind: 'price' as const },
        ]
      : [r],
  );
}

/** Rows of disjoint sets of products added up: counts summed, ranges widened. */
function mergeCounts(rows: readonly FacetRow[]): FacetRow[] {
  const merged = new Map<string, FacetRow>();
  const num = (x: number | null) => (x === null ? null : Number(x));
  const pick = (a: number | null, b: number | null, f: (x: number, y: number) => number) =>
    a === null ? b : b === null ? a : f(a, b);
  for (const row of rows) {
    const id = `${row.kind}\u0000${row.key ?? ''}`;
    const seen = merged.get(id);
    const lo = num(row.lo);
    const hi = num(row.hi);
    merged.set(
      id,
      seen
        ? {
            ...seen,
            n: seen.n + row.n,
            lo: pick(seen.lo, lo, Math.min),
            hi: pick(seen.hi, hi, Math.max),
          }
        : { ...row, lo, hi },
    );
  }
  return [...merged.values()];
}
