import type { Sql } from '../../db/types.ts';
import type { Facet } from '../../schemas/catalog.ts';

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<{ total: number; facets: Facet[] }>;
}

const caches = new WeakMap<Sql, Map<string, Entry>>();

/**
 * Facet counts of a text-free listing, kept for a minute per database: category pages without
 * filters are what most visitors open, and their counts read every product of the subtree. A
 * failed computation is not kept.
 */
export function cachedFacets(
  db: Sql,
  sql: string,
  params: readonly unknown[],
  compute: () => Promise<{ total: number; facets: Facet[] }>,
): Promise<{ total: number; facets: Facet[] }> {
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

/** Empties the kept counts of the database (the benchmark's cold requests). */
export function forgetCatalogCaches(db: Sql): void {
  caches.delete(db);
}
