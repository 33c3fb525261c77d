import type { Sql } from '../../db/types.ts';
import type { FacetRow } from './facets.ts';
import { forgetPageMarks } from './page-marks.ts';

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<FacetRow[]>;
}

const caches = new WeakMap<Sql, Map<string, Entry>>();

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
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  if (cache.size >= MAX_ENTRIES) {
    for (const [k, e] of cache)
      if (now - e.at >= TTL_MS || cache.size >= MAX_ENTRIES) cache.delete(k);
  }
  const value = compute();
  const entries = cache;
  entries.set(key, { at: now, value });
  value.catch(() => entries.delete(key));
  return value;
}

/** Empties the kept counts and page marks of the database (the benchmark's cold requests). */
export function forgetCatalogCaches(db: Sql): void {
  caches.delete(db);
  forgetPageMarks(db);
}
