import type { Sql } from '../../db/types.ts';
import { allOf, type Params, type TextMatch, type TextMode } from './conditions.ts';
import { textFacetRows } from './facet-summary.ts';
import { ownRows, readFacetRows, type FacetQuery, type FacetRow } from './facets.ts';

/** How many ids of the order of relevance a kept text keeps: the first pages of any size. */
const KEPT_TOP = 240;

/** The order of relevance over the facet statement's `base` rows. */
const RELEVANCE = 'rank DESC, popularity DESC, id';

/**
 * The summary's name for a text within a scope (`summaryScope`), e.g. `all|q:fts:инструмент`;
 * null when the scope has none.
 */
export function textSummaryScope(
  scope: string | null,
  search: { match: TextMatch; mode: TextMode },
): string | null {
  return scope === null ? null : `${scope}|q:${search.mode}:${search.match.words.join(' ')}`;
}

type PagedQuery = FacetQuery & { page: NonNullable<FacetQuery['page']> };

/**
 * The facet rows of a text without filters, with its first ids in the order of relevance (`top`
 * rows numbered from 1): counted once per catalogue version and kept in the summary like a
 * scope's, for the texts costly to count and rank (a broad text's tens of thousands of matches, a
 * typo's trigram similarity worked out for every candidate). `rank` is the relevance over
 * `products t`: every match is ranked here. Null when the text cannot be kept.
 */
export function keptTextRows(
  db: Sql,
  query: FacetQuery,
  scope: string,
  rank: string,
): Promise<FacetRow[] | null> {
  return textFacetRows(db, scope, async () => {
    const rows = await readFacetRows(db, {
      ...query,
      rank,
      page: { orderBy: RELEVANCE, limit: KEPT_TOP, offset: 0 },
      allPromos: true,
      ignoreFilters: true,
    });
    let position = 0;
    return rows.map((r) => (r.kind === 'page' ? { ...r, kind: 'top', n: ++position } : r));
  });
}

/**
 * Facet rows of a kept text's listing with at most one filter, and whether they hold the page
 * (`page` rows): without filters the kept rows answer, and the kept ids the page in the order of
 * relevance when they reach that far (in another order the caller reads the page by the sort's
 * index); one filter's own facet is the kept one and the others count only the rows it keeps.
 * Null when the text cannot be kept.
 */
export async function keptTextListing(
  db: Sql,
  query: PagedQuery,
  scope: string,
  rank: string,
  byRelevance: boolean,
): Promise<{ rows: FacetRow[]; paged: boolean } | null> {
  const [only] = query.dimensions;
  if (only) {
    const own = await keptTextRows(db, query, scope, rank);
    if (!own) return null;
    // In the order of relevance the page is looked for among the kept ids first: when it is
    // there, the rows the filter keeps are counted without ranking them.
    const page = byRelevance ? await pageAmongKept(db, query, own) : null;
    const rest = await readFacetRows(db, {
      ...query,
      skip: only.key,
      page: page ? null : query.page,
    });
    const isOwn = ownRows(only.key, query.dictionary);
    const ownFacet = own.filter((r) => r.kind !== 'total' && isOwn(r));
    return { rows: [...rest, ...(page ?? []), ...ownFacet], paged: true };
  }
  const rows = await keptTextRows(db, query, scope, rank);
  if (!rows) return null;
  if (!byRelevance) return { rows, paged: false };
  const page = await pageAmongKept(db, query, rows);
  return page ? { rows: [...rows.filter((r) => r.kind !== 'top'), ...page], paged: true } : null;
}

/**
 * The page in the order of relevance picked among the kept first ids of the text (`top` rows of
 * `kept`): those passing the filters are in that order still, so it is exact when enough of them
 * do, or when they are all the text's matches. Null otherwise.
 */
async function pageAmongKept(
  db: Sql,
  query: PagedQuery,
  kept: readonly FacetRow[],
): Promise<FacetRow[] | null> {
  let top = kept.filter((r) => r.kind === 'top').sort((a, b) => a.n - b.n);
  const total = kept.find((r) => r.kind === 'total')?.n ?? 0;
  if (query.dimensions.length > 0) {
    const params = query.params.copy();
    const ids = params.add(top.map((r) => Number(r.key)));
    // Every parameter is read (a parameter nothing reads has no type): the scope, the text and
    // the filters, on the kept ids only.
    const { rows } = await db.query<{ id: number }>(
      `SELECT p.id FROM ${query.source}
       WHERE ${allOf([`t.id = ANY(${ids}::int[])`, `p.id = ANY(${ids}::int[])`, ...query.fixed, ...query.dimensions.map((d) => d.sql)])}`,
      [...params.values],
    );
    const passing = new Set(rows.map((r) => Number(r.id)));
    top = top.filter((r) => passing.has(Number(r.key)));
  }
  const { offset, limit } = query.page;
  const everyMatch = kept.filter((r) => r.kind === 'top').length >= total;
  if (offset + limit > top.length && !everyMatch) return null;
  return top.slice(offset, offset + limit).map((r): FacetRow => ({ ...r, kind: 'page' }));
}

/**
 * How many rows `from` (FROM … WHERE …) holds: the kept count when `kept` has one to offer, else
 * counted.
 */
export async function listingSize(
  db: Sql,
  from: string,
  params: Params,
  kept: () => Promise<FacetRow[] | null> | null,
): Promise<number> {
  const rows = await kept();
  if (rows) return rows.find((r) => r.kind === 'total')?.n ?? 0;
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [
    ...params.values,
  ]);
  return count.rows[0]?.n ?? 0;
}
