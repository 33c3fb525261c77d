import type { Sql } from '../../db/types.ts';
import { allOf, type Params, type TextMatch, type TextMode } from './conditions.ts';
import { textFacetRows } from './facet-summary.ts';
import { ownRows, readFacetRows, type FacetQuery, type FacetRow } from './facets.ts';
import { wholeByBrand } from './text-brand.ts';
import { keptWords } from './text-parts.ts';
import { wholeMatches, wordCounts } from './text-words.ts';

/** How many ids of the order of relevance a kept text keeps: the first pages of any size. */
const KEPT_TOP = 240;

/** Ids a `top` row holds, comma-separated: fewer rows to keep and read. */
const TOP_ROW_IDS = 24;

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
 * rows of up to TOP_ROW_IDS ids, numbered from 1): counted once per catalogue version and kept in
 * the summary like a scope's, for the texts costly to count and rank (a broad text's tens of
 * thousands of matches, a typo's trigram similarity worked out for every candidate). Over the
 * whole catalogue a full-text search adds up the kept counts of the categories it matches whole
 * (`wordCounts`); otherwise every match is counted and ranked by `rank` (over `products t`).
 * Null when the text cannot be kept.
 */
export function keptTextRows(
  db: Sql,
  query: FacetQuery,
  scope: string,
  rank: string,
): Promise<FacetRow[] | null> {
  return textFacetRows(db, scope, async () => {
    const words = keptWords(scope);
    const counted = words ? await wordCounts(db, query, words.match, KEPT_TOP, words.within) : null;
    if (counted) return [...counted.rows, ...topRows(counted.top)];
    const rows = await readFacetRows(db, {
      ...query,
      rank,
      page: { orderBy: RELEVANCE, limit: KEPT_TOP, offset: 0 },
      allPromos: true,
      ignoreFilters: true,
    });
    const ids = rows.flatMap((r) => (r.kind === 'page' && r.key !== null ? [Number(r.key)] : []));
    return [...rows.filter((r) => r.kind !== 'page'), ...topRows(ids)];
  });
}

/** The ids in the order of relevance as `top` rows of up to TOP_ROW_IDS ids, numbered from 1. */
function topRows(ids: readonly number[]): FacetRow[] {
  const top: FacetRow[] = [];
  for (let i = 0; i < ids.length; i += TOP_ROW_IDS) {
    const key = ids.slice(i, i + TOP_ROW_IDS).join(',');
    top.push({ kind: 'top', key, n: top.length + 1, lo: null, hi: null });
  }
  return top;
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
    const words = keptWords(scope);
    const isOwn = ownRows(only.key, query.dictionary);
    const ownFacet = own.filter((r) => r.kind !== 'total' && isOwn(r));
    // A brand's rows are added up from the kept counts by category and brand; in another order
    // than relevance the caller reads the page by the sort's index.
    const byBrand = words
      ? await wholeByBrand(db, own, query, words, byRelevance && !page ? query.page : null)
      : null;
    if (byBrand) return { rows: [...byBrand, ...(page ?? []), ...ownFacet], paged: byRelevance };
    const rest = { ...query, skip: only.key, page: page ? null : query.page };
    const rows = await readFacetRows(db, {
      ...rest,
      ...(words ? wholeMatches(own, rest, words.match) : null),
    });
    return { rows: [...rows, ...(page ?? []), ...ownFacet], paged: true };
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
  const keptIds = kept
    .filter((r) => r.kind === 'top')
    .sort((a, b) => a.n - b.n)
    .flatMap((r) => (r.key ?? '').split(',').map(Number));
  let top = keptIds;
  const total = kept.find((r) => r.kind === 'total')?.n ?? 0;
  if (query.dimensions.length > 0) {
    const params = query.params.copy();
    const ids = params.add(top);
    // Every parameter is read (a parameter nothing reads has no type): the scope, the text and
    // the filters, on the kept ids only.
    const { rows } = await db.query<{ id: number }>(
      `SELECT p.id FROM ${query.source}
       WHERE ${allOf([`t.id = ANY(${ids}::int[])`, `p.id = ANY(${ids}::int[])`, ...query.fixed, ...query.dimensions.map((d) => d.sql)])}`,
      [...params.values],
    );
    const passing = new Set(rows.map((r) => Number(r.id)));
    top = top.filter((id) => passing.has(id));
  }
  const { offset, limit } = query.page;
  if (offset + limit > top.length && keptIds.length < total) return null;
  return top
    .slice(offset, offset + limit)
    .map((id): FacetRow => ({ kind: 'page', key: String(id), n: 0, lo: null, hi: null }));
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
