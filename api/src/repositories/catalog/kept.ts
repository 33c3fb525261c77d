import type { Sql } from '../../db/types.ts';

interface Entry<V> {
  at: number;
  value: V;
}

/**
 * Values the catalogue keeps for a while per database (counts, facet rows, where pages start):
 * each is read within `ttlMs` of being kept, and at most `maxEntries` are kept per database, the
 * expired and then the oldest going first. A kept promise that fails is forgotten, so the next
 * request computes it again.
 */
export class KeptPerDatabase<V> {
  readonly #kept = new WeakMap<Sql, Map<string, Entry<V>>>();
  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = Number.POSITIVE_INFINITY) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** The value kept under `key`, if it was kept within the time. */
  get(db: Sql, key = ''): V | undefined {
    const entry = this.#kept.get(db)?.get(key);
    return entry && Date.now() - entry.at < this.ttlMs ? entry.value : undefined;
  }

  /** Keeps `value` under `key` from now on. */
  set(db: Sql, key: string, value: V): void {
    let kept = this.#kept.get(db);
    if (!kept) {
      kept = new Map();
      this.#kept.set(db, kept);
    }
    const now = Date.now();
    if (kept.size >= this.maxEntries) {
      for (const [name, entry] of kept)
        if (now - entry.at >= this.ttlMs || kept.size >= this.maxEntries) kept.delete(name);
    }
    kept.set(key, { at: now, value });
    if (value instanceof Promise) {
      const entries = kept;
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
    }
  }

  /** The value kept under `key`, or `compute`'s, kept from now on. */
  getOrKeep(db: Sql, key: string, compute: () => V): V {
    const hit = this.get(db, key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.set(db, key, value);
    return value;
  }

  /** Forgets every value kept for the database (the benchmark's cold requests). */
  forget(db: Sql): void {
    this.#kept.delete(db);
  }
}
