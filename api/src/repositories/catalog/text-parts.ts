import type { Sql } from '../../db/types.ts';
import { parseText, type Params, type TextMatch } from './conditions.ts';
import type { FacetRow } from './facets.ts';

/**
 * The listing scope a kept full-text search was made within (`all`, `c:<id>`, `p:<id>` or
 * `s:<id>`, as `summaryScope` names it), for adding up the kept counts of the categories the text
 * matches whole.
 */
export interface Within {
  /** Whether a category (by its path) lies in the scope, so its products may be listed. */
  holds(path: readonly number[]): boolean;
  /** The kept scope of a category's products within the scope (`c:<id>` or `c:<id>|p:<id>`…). */
  part(category: number): string;
  /**
   * Whether the scope is made of whole categories (the catalogue, a category): the kept counts by
   * category and brand (`c:<id>|b:<id>`) are then those of the scope, and its categories lie in it.
   */
  byBrand: boolean;
  /**
   * Whether an index lists the scope's rows in the order of popularity (the popularity index, a
   * seller's): a promotion's rows are found by its GIN index alone, in no order.
   */
  ordered: boolean;
  /** The scope's conditions on `listing_rows p`. */
  conditions(params: Params): string[];
  /**
   * The same conditions written to be checked on each row another condition's index has found,
   * never by an index of their own: a promotion's GIN index lists its 35,000 rows (7 ms) only to
   * be intersected with a few thousand a category's or a text's index lists.
   */
  rowConditions(params: Params): string[];
}

const KEPT_TEXT = /^(all|([cps]):(\d+))\|q:fts:(.+)$/;

/**
 * The words and scope of a kept full-text search within the whole catalogue, a category, a
 * promotion or a seller (e.g. `c:1|q:fts:инструмент`); null for any other kept text.
 */
export function keptWords(scope: string): { match: TextMatch; within: Within } | null {
  const [, name, kind, id, words] = KEPT_TEXT.exec(scope) ?? [];
  const match = parseText(words);
  const within = name === 'all' ? WHOLE_CATALOGUE : withinOne(kind, Number(id));
  return match && within ? { match, within } : null;
}

const WHOLE_CATALOGUE: Within = {
  holds: () => true,
  part: (c) => `c:${c}`,
  byBrand: true,
  ordered: true,
  conditions: () => [],
  rowConditions: () => [],
};

/** A category (`c`), a promotion (`p`) or a seller (`s`) of the given id. */
function withinOne(kind: string | undefined, id: number): Within | null {
  switch (kind) {
    case 'c': {
      const inCategory = (params: Params) => [`p.category_path @> ARRAY[${params.add(id)}::int]`];
      return {
        holds: (path) => path.includes(id),
        part: (c) => `c:${c}`,
        byBrand: true,
        ordered: true,
        conditions: inCategory,
        rowConditions: inCategory,
      };
    }
    case 'p':
    case 's': {
      const ofSeller = (params: Params) => [`p.seller_id = ${params.add(id)}::int`];
      return {
        holds: () => true,
        part: (c) => `c:${c}|${kind}:${id}`,
        byBrand: false,
        ordered: kind === 's',
        conditions:
          kind === 'p' ? (params) => [`p.promo_ids @> ARRAY[${params.add(id)}::int]`] : ofSeller,
        // `= ANY` is no operator of the GIN index: the promotion is checked row by row.
        rowConditions:
          kind === 'p' ? (params) => [`${params.add(id)}::int = ANY(p.promo_ids)`] : ofSeller,
      };
    }
    default:
      return null;
  }
}

/** A kept part to add up, with the category its products are counted under (null: none). */
export interface KeptPart {
  scope: string;
  category: string | null;
}

/**
 * The facet rows of disjoint kept parts added up at the current catalogue version (promotions
 * only the current ones when `currentPromos`), the CATEGORY facet's rows made of each part's total
 * under its category; rows of `skip` left out. Null when the catalogue is not summarised, so the
 * parts may be missing.
 */
export async function keptSums(
  db: Sql,
  parts: readonly KeptPart[],
  options: { skip?: string; currentPromos?: boolean } = {},
): Promise<FacetRow[] | null> {
  const promos = options.currentPromos
    ? `AND (s.kind <> 'promo' OR s.key IN (
         SELECT id::text FROM promos WHERE now() BETWEEN active_since AND active_until))`
    : '';
  const { rows } = await db.query<
    Omit<FacetRow, 'kind'> & { kind: FacetRow['kind'] | 'summarised' }
  >(
    `WITH s AS MATERIALIZED (SELECT s.scope, s.kind, s.key, s.n, s.lo, s.hi
       FROM catalog_version v JOIN catalog_facet_summary s ON s.version = v.version AND v.summarised
       WHERE s.scope = ANY($1::text[]))
     SELECT 'summarised' AS kind, NULL AS key, 0 AS n, NULL::float8 AS lo, NULL::float8 AS hi
       FROM catalog_version WHERE summarised
     UNION ALL SELECT kind, key, sum(n)::int, min(lo), max(hi) FROM s
       WHERE kind NOT IN ('category', $3) ${promos} GROUP BY kind, key
     UNION ALL SELECT 'category', w.category, sum(s.n)::int, NULL, NULL
       FROM s JOIN unnest($1::text[], $2::text[]) AS w(scope, category) ON w.scope = s.scope
       WHERE s.kind = 'total' AND w.category IS NOT NULL AND $3 <> 'category' GROUP BY w.category`,
    [parts.map((p) => p.scope), parts.map((p) => p.category), options.skip ?? ''],
  );
  if (!rows.some((r) => r.kind === 'summarised')) return null;
  return spreadTotals(
    rows.flatMap((r) => (r.kind === 'summarised' ? [] : [{ ...r, kind: r.kind }])),
  );
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
export function mergeCounts(rows: readonly FacetRow[]): FacetRow[] {
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
