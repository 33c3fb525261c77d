import type { Sql } from '../../db/types.ts';
import type { FacetRow } from './facets.ts';
import { KeptPerDatabase } from './kept.ts';
import { forgetPageMarks } from './page-marks.ts';
import { forgetTextEstimates } from './text-estimate.ts';

const facets = new KeptPerDatabase<Promise<FacetRow[]>>(60_000, 500);

/**
 * Facet rows of a text-free listing, kept for a minute per database: the same few filters of a
 * category page come back again and again. A failed computation is not kept.
 */
export function cachedFacets(
  db: Sql,
  sql: string,
  params: readonly unknown[],
  compute: () => Promise<FacetRow[]>,
): Promise<FacetRow[]> {
  return facets.getOrKeep(db, `${sql}\u0000${JSON.stringify(params)}`, compute);
}

/**
 * Empties the kept counts, page marks and texts' estimates of the database (the benchmark's cold
 * requests).
 */
export function forgetCatalogCaches(db: Sql): void {
  facets.forget(db);
  forgetPageMarks(db);
  forgetTextEstimates(db);
}
