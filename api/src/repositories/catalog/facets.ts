import type { Sql } from '../../db/types.ts';
import type { Facet, FacetBucket } from '../../schemas/catalog.ts';
import { allOf, type Dimension, type Params, type TextMode } from './conditions.ts';
import type { CatalogDictionary, Named, PropertyInfo } from './dictionary.ts';

export interface FacetQuery {
  /** The rows counted (`listingSource`). */
  source: string;
  /** Conditions every count applies: the page scope and the text. */
  fixed: string[];
  /** The text's condition (on `products t`) among `fixed`; null without text. */
  text?: string | null;
  /** The visitor's filters; the counts of a dimension leave its own condition out. */
  dimensions: Dimension[];
  params: Params;
  /** Tree level (1–3) the CATEGORY facet counts at. */
  categoryLevel: number;
  /** Relevance of a row to the text, on the source's `products t`; null without text. */
  rank: string | null;
  /** The page to pick among the matching rows: ORDER BY over `base` columns, limit, offset. */
  page: { orderBy: string; limit: number; offset: number } | null;
  dictionary: CatalogDictionary;
  /** A dimension whose own facet is not counted (the caller has it from the scope's summary). */
  skip?: string | undefined;
  /** Count every promotion, not only the current ones (rows kept in the summary). */
  allPromos?: boolean;
  /** Count the scope as if there were no filters (rows kept in the summary). */
  ignoreFilters?: boolean;
}

export interface FacetRow {
  /**
   * `top`: ids (key, comma-separated) of a kept text's order of relevance, the n-th such row;
   * `whole`, `mixed`: the categories a kept text's counts were added up from (`wordCounts`).
   */
  kind:
    | 'total'
    | 'page'
    | 'top'
    | 'whole'
    | 'mixed'
    | 'price'
    | 'brand'
    | 'category'
    | 'promo'
    | 'enum'
    | 'num';
  key: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

/** The facet rows a dimension's own facet is made of (what the summary can stand in for). */
export function ownRows(
  dimension: string,
  dictionary: CatalogDictionary,
): (r: FacetRow) => boolean {
  if (!dimension.startsWith('prop:')) return (r) => r.kind === dimension;
  const id = dimension.slice(5);
  const kind = dictionary.properties.find((p) => p.id === id)?.kind;
  return kind === 'NUMBER'
    ? (r) => r.kind === 'num' && r.key === id
    : (r) => r.kind === 'enum' && (r.key ?? '').startsWith(`${id}=`);
}

/**
 * The rows the statement must read: those every count needs, i.e. failing at most one filter,
 * and only the filter of a counted facet. Written as an OR of ANDs, so the planner can combine
 * the filters' indexes instead of reading the whole scope.
 */
function neededRows(dimensions: readonly Dimension[], skip: string | undefined): string {
  const counted = dimensions.filter((d) => d.key !== skip);
  if (counted.length === 0) return allOf(dimensions.map((d) => d.sql));
  const alternatives = counted.map((e) =>
    allOf(dimensions.filter((d) => d !== e).map((d) => d.sql)),
  );
  return alternatives.includes('true') ? 'true' : alternatives.map((a) => `(${a})`).join(' OR ');
}

/**
 * Rows of `listing_rows p`, with the text's columns as `products t` when the text is matched. A
 * full-text search (`fts`) is matched on the listing rows themselves, which carry the products'
 * search vectors with an index of their own (`t` then stands for the row's `id` and `search`): the
 * text's index and the filters' combine over one table, with no lookup per match. A typo's trigram
 * match reads `products` (`search_text`): its index finds the products and each one's listing row is
 * read by its key (the subquery fence keeps it so), the filters checked on the matches only. A
 * `broad` text, matching a good share of the catalogue, is joined plainly instead, so the planner
 * may read the listing rows once.
 */
export function listingSource(withText: boolean, broad = false, mode: TextMode = 'fts'): string {
  if (!withText) return 'listing_rows p';
  if (broad) return 'products t JOIN listing_rows p ON p.id = t.id';
  return mode === 'fts'
    ? 'listing_rows p CROSS JOIN LATERAL (SELECT p.id, p.search) t'
    : 'products t CROSS JOIN LATERAL (SELECT * FROM listing_rows l WHERE l.id = t.id OFFSET 0) p';
}

/**
 * The relevance `rank` (over `products t`) of a row of `listingSource(true, broad)`. A broad
 * source looks it up by the row's key for just the rows ranked: carrying every match's search
 * vector, the widest column read, through the join costs more than those lookups.
 */
export function rankOfRow(rank: string, broad: boolean): string {
  return broad ? `(SELECT ${rank} FROM products t WHERE t.id = p.id)` : rank;
}

/**
 * How many rows of `base` passing `where` hold each id of the array `column`, as (k, n): the rows
 * are grouped by their whole array first and only the few distinct arrays are unnested, so each
 * row is hashed once instead of once per id it holds.
 */
function arrayCounts(column: string, where: string): string {
  return `SELECT u.k, sum(g.n)::int AS n
     FROM (SELECT ${column}, count(*) AS n FROM base WHERE ${where} GROUP BY ${column}) AS g,
       unnest(g.${column}) AS u(k) GROUP BY u.k`;
}

/** Terms counted in `terms` (term id, count) named, of properties not in `filtered`. */
function namedTerms(counts: string, kind: 'E' | 'N', filtered: string, lohi = 'NULL, NULL') {
  const column = kind === 'E' ? 'property' : 'term';
  return `SELECT ${kind === 'E' ? "'enum'" : "'num'"}, t.term, c.n, ${lohi}
     FROM (${counts}) AS c JOIN listing_terms t ON t.id = c.k
     WHERE t.${column} <> ALL(${filtered}::text[])`;
}

/**
 * The groups counted in one pass over `base` with the total, when they count the same rows:
 * `key` is the facet's dimension, `column` the column of `base` grouped by. ENUM values are always
 * among them (a filtered property's own values are counted apart).
 */
const GROUPED = [
  { key: 'brand', column: 'brand_id' },
  { key: 'category', column: 'category' },
  { key: 'promo', column: 'promo_ids' },
] as const;

type Grouped = (typeof GROUPED)[number];

/** The grouped columns of one pass: the facets' and the ENUM values'. */
function groupedColumns(grouped: readonly Grouped[]): string[] {
  return [...grouped.map((g) => g.column), 'enum_ids'];
}

/**
 * GROUPING(...) of the rows of one grouping set of `groupingSets`: the bit of each column not
 * grouped by is set, the first column's the highest.
 */
function groupingOf(grouped: readonly Grouped[], column: string | null): number {
  const columns = groupedColumns(grouped);
  return columns.reduce(
    (mask, c, i) => (c === column ? mask : mask | (1 << (columns.length - 1 - i))),
    0,
  );
}

/**
 * The rows of `base` passing `where` counted in one pass: in all (the total) and by each column
 * of `grouped` and by `enum_ids`, each grouping set's rows told apart by `s` (`groupingOf`).
 */
function groupingSets(grouped: readonly Grouped[], where: string): string {
  const columns = groupedColumns(grouped);
  return `SELECT GROUPING(${columns.join(', ')}) AS s, ${columns.join(', ')}, count(*) AS n
     FROM base WHERE ${where} GROUP BY GROUPING SETS ((), ${columns.map((c) => `(${c})`).join(', ')})`;
}

/** The total and the grouped facets' rows out of `grouped` (`groupingSets`). */
function groupedCounts(grouped: readonly Grouped[], promos: string): string {
  const total = `SELECT 'total'::text AS kind, NULL::text AS key, n::int AS n,
       NULL::float8 AS lo, NULL::float8 AS hi FROM grouped WHERE s = ${groupingOf(grouped, null)}`;
  const rows = grouped.map((g) => {
    const s = groupingOf(grouped, g.column);
    switch (g.column) {
      case 'brand_id':
        return `SELECT 'brand', brand_id::text, n::int, NULL, NULL FROM grouped WHERE s = ${s}`;
      case 'category':
        return `SELECT 'category', category::text, n::int, NULL, NULL
       FROM grouped WHERE s = ${s} AND category IS NOT NULL`;
      case 'promo_ids':
        return `SELECT 'promo', u.k::text, sum(g.n)::int, NULL, NULL
       FROM grouped g, unnest(g.promo_ids) AS u(k)
       WHERE g.s = ${s} AND u.k IN (${promos}) GROUP BY u.k`;
    }
  });
  return [total, ...rows].join('\nUNION ALL\n');
}

/** Like `arrayCounts` of `column` over the rows `grouped` counted it for. */
function groupedArrayCounts(column: 'enum_ids', grouped: readonly Grouped[]): string {
  return `SELECT u.k, sum(g.n)::int AS n FROM grouped g, unnest(g.${column}) AS u(k)
     WHERE g.s = ${groupingOf(grouped, column)} GROUP BY u.k`;
}

/**
 * Every facet and the total in one statement: the rows matching the fixed conditions (and enough
 * of the filters) are read once from the narrow listing rows into `base` with a flag per filter,
 * and each facet counts the rows whose other flags hold. Promotions and property values are
 * counted as integers and named after counting.
 */
export async function readFacetRows(db: Sql, query: FacetQuery): Promise<FacetRow[]> {
  const { fixed, page, dictionary, skip } = query;
  // Ignored filters still appear as flags, so every parameter keeps a type. Each filter is checked
  // once per row, in its flag (`flagged`): the other columns read the flags.
  const dimensions = query.ignoreFilters ? [] : query.dimensions;
  const params = query.params.copy();
  const flags = query.dimensions.map((_, i) => `f${i}`);
  const flagOf = (d: Dimension) => `f${query.dimensions.indexOf(d)}`;
  const except = (key: string | null) =>
    allOf(dimensions.flatMap((d, i) => (d.key === key ? [] : [`f${i}`])));
  const filtered = dimensions.filter((d) => d.key.startsWith('prop:')).map((d) => d.key.slice(5));
  const filteredParam = params.add(filtered);
  const level = Math.trunc(query.categoryLevel);

  const promos = query.allPromos
    ? 'SELECT id FROM promos'
    : 'SELECT id FROM promos WHERE now() BETWEEN active_since AND active_until';
  const counted = (key: string, sql: string) => (key === skip ? [] : [sql]);
  // The total and the groups counted over the rows passing every filter (a facet whose dimension
  // has no filter) are grouped in one pass over `base` (`groupedCounts`); the others apart.
  const all = except(null);
  const together = (key: string) => key !== skip && except(key) === all;
  const grouped = GROUPED.filter((g) => together(g.key));
  // A facet of GROUPED that its own filter keeps out of the one pass is counted apart.
  const apart = (key: string, sql: string) => (together(key) ? [] : counted(key, sql));
  const parts = [
    groupedCounts(grouped, promos),
    ...counted(
      'price',
      `SELECT 'price', NULL, count(*)::int, min(user_price)::float8, max(user_price)::float8
       FROM base WHERE ${except('price')}`,
    ),
    ...apart(
      'brand',
      `SELECT 'brand', brand_id::text, count(*)::int, NULL, NULL
       FROM base WHERE ${except('brand')} GROUP BY brand_id`,
    ),
    ...apart(
      'category',
      `SELECT 'category', category::text, count(*)::int, NULL, NULL
       FROM base WHERE ${except('category')} AND category IS NOT NULL GROUP BY 2`,
    ),
    ...apart(
      'promo',
      `SELECT 'promo', k::text, n, NULL, NULL
       FROM (${arrayCounts('promo_ids', except('promo'))}) AS c WHERE k IN (${promos})`,
    ),
    namedTerms(groupedArrayCounts('enum_ids', grouped), 'E', filteredParam),
    // NUMBER values of the properties without a filter of their own, in one pass over the pairs:
    // a product carries a few of them, far fewer than the dictionary lists.
    namedTerms(
      `SELECT k, count(x)::int AS n, min(x) AS lo, max(x) AS hi
       FROM (SELECT unnest(num_ids) AS k, unnest(num_values) AS x FROM base
         WHERE ${except(null)}) AS u GROUP BY k`,
      'N',
      filteredParam,
      'c.lo, c.hi',
    ),
  ];
  const numberIds = new Set(
    dictionary.properties.filter((p) => p.kind === 'NUMBER').map((p) => p.id),
  );
  for (const id of new Set(filtered)) {
    if (`prop:${id}` === skip) continue;
    const idParam = params.add(id);
    const others = except(`prop:${id}`);
    parts.push(
      numberIds.has(id)
        ? `SELECT 'num', ${idParam}::text, count(v)::int, min(v), max(v) FROM (
             SELECT num_values[array_position(num_ids,
               (SELECT t.id FROM listing_terms t WHERE t.kind = 'N' AND t.term = ${idParam}))] AS v
             FROM base WHERE ${others}) AS n`
        : `SELECT 'enum', t.term, c.n, NULL, NULL FROM (${arrayCounts('enum_ids', others)}) AS c
           JOIN listing_terms t ON t.id = c.k WHERE t.property = ${idParam}`,
    );
  }
  if (page) {
    parts.push(`SELECT 'page', id::text, 0, NULL, NULL FROM (
       SELECT id FROM base WHERE ${except(null)} ORDER BY ${page.orderBy}
       LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}) AS page`);
  }
  // The arrays are kept only on the rows a count of them reads, so `base` stays narrow.
  const isProp = (kind: PropertyInfo['kind']) => (d: Dimension) =>
    d.key.startsWith('prop:') && !numberIds.has(d.key.slice(5)) === (kind === 'ENUM');
  const keptWhen = (column: string, ignore: (d: Dimension) => boolean) => {
    const when = allOf(dimensions.filter((d) => !ignore(d)).map(flagOf));
    return when === 'true' ? `p.${column}` : `CASE WHEN ${when} THEN p.${column} END AS ${column}`;
  };
  const columns = [
    ...(page
      ? ['p.id', 'p.popularity', 'p.created_at', `${rankOfPage(query, flagOf)} AS rank`]
      : []),
    'p.brand_id',
    `p.category_path[${level}] AS category`,
    'p.user_price',
    keptWhen('promo_ids', (d) => d.key === 'promo'),
    keptWhen('enum_ids', isProp('ENUM')),
    keptWhen('num_ids', isProp('NUMBER')),
    keptWhen('num_values', isProp('NUMBER')),
    ...flags,
  ];
  const sql = `WITH base AS MATERIALIZED (
      SELECT ${columns.join(', ')}
      FROM ${flagged(query.source, query.dimensions)}
      WHERE ${allOf([...fixed, neededRows(dimensions, skip)])}
    ), grouped AS (${groupingSets(grouped, all)})
    ${parts.join('\nUNION ALL\n')}`;
  const { rows } = await db.query<FacetRow>(sql, [...params.values]);
  return rows;
}

/**
 * The rows of `source` with a flag per filter (`f0`, `f1`, … in the order of `dimensions`): each
 * filter checked once per row, however many columns depend on it (on PGlite, checking a price and a
 * property filter again for each column took a sixth of a text listing's statement).
 */
function flagged(source: string, dimensions: readonly Dimension[]): string {
  if (dimensions.length === 0) return source;
  const flags = dimensions.map((d, i) => `coalesce(${d.sql}, false) AS f${i}`);
  // OFFSET 0: the flags are worked out here once, not put back as conditions into each column.
  return `${source} CROSS JOIN LATERAL (SELECT ${flags.join(', ')} OFFSET 0) AS f`;
}

/**
 * The relevance, worked out only for the rows the page is picked from (those passing every
 * filter): ranking is most of the cost of a text listing, and the other rows are only counted.
 */
function rankOfPage(
  { rank, dimensions, ignoreFilters }: FacetQuery,
  flagOf: (d: Dimension) => string,
): string {
  if (rank === null) return 'NULL::real';
  const all = ignoreFilters ? 'true' : allOf(dimensions.map(flagOf));
  return all === 'true' ? rank : `CASE WHEN ${all} THEN ${rank} END`;
}

/** The answer's facets, total and page ids out of the facet rows. */
export function toFacets(
  rows: readonly FacetRow[],
  dictionary: CatalogDictionary,
): { total: number; pageIds: number[]; facets: Facet[] } {
  const pageIds = rows.filter((r) => r.kind === 'page').map((r) => Number(r.key));

  const total = rows.find((r) => r.kind === 'total')?.n ?? 0;
  const facets: Facet[] = [];
  const price = rows.find((r) => r.kind === 'price');
  if (price && price.n > 0 && price.lo !== null && price.hi !== null) {
    facets.push({ type: 'PRICE', min: price.lo, max: price.hi });
  }
  const buckets = (kind: FacetRow['kind'], names: ReadonlyMap<string, Named>): FacetBucket[] =>
    rows
      .filter((r) => r.kind === kind && r.key !== null && r.n > 0)
      .flatMap((r) => {
        const named = names.get(r.key ?? '');
        return named
          ? [{ title: named.title, entity_id: r.key ?? '', slug: named.slug, count: r.n }]
          : [];
      })
      .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, 'ru'));
  const categories = buckets('category', dictionary.categories);
  if (categories.length) facets.push({ type: 'CATEGORY', title: 'Категория', buckets: categories });
  const brands = buckets('brand', dictionary.brands);
  if (brands.length) facets.push({ type: 'BRAND', title: 'Бренд', buckets: brands });
  const promos = buckets('promo', dictionary.promos);
  if (promos.length) facets.push({ type: 'VIRTUAL_CATEGORY', title: 'Акции', buckets: promos });

  for (const property of dictionary.properties) {
    if (property.kind === 'ENUM') {
      const values = rows
        .filter((r) => r.kind === 'enum' && r.key?.startsWith(`${property.id}=`) && r.n > 0)
        .map((r) => ({ value: (r.key ?? '').slice(property.id.length + 1), count: r.n }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'ru'));
      if (values.length === 0) continue;
      facets.push({
        type: 'PROPERTY',
        id: property.id,
        title: property.title,
        property_type: 'ENUM',
        units: property.units,
        buckets: values,
        min: null,
        max: null,
      });
    } else {
      const row = rows.find((r) => r.kind === 'num' && r.key === property.id && r.n > 0);
      if (!row || row.lo === null || row.hi === null) continue;
      facets.push({
        type: 'PROPERTY',
        id: property.id,
        title: property.title,
        property_type: 'NUMBER',
        units: property.units,
        buckets: [],
        min: row.lo,
        max: row.hi,
      });
    }
  }
  return { total, pageIds, facets };
}
