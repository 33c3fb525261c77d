/** A kept answer of a public read: its body (frozen, shared by every request), tag and life. */
interface Entry {
  body: unknown;
  etag: string;
  freshUntil: number;
}

/** What the API said about keeping an answer: `Cache-Control: public, max-age=N` and an ETag. */
export interface Freshness {
  cacheControl?: string | undefined;
  etag?: string | undefined;
}

/** Seconds an answer may be kept, or undefined when it is not a public answer with a tag. */
export function publicMaxAge({ cacheControl, etag }: Freshness): number | undefined {
  if (!etag || !cacheControl) return undefined;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public')) return undefined;
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) {
    return undefined;
  }
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Freezes a parsed JSON body all the way down, so no request can change what another reads. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The BFF's copy of the API's public reads (settings, layout, pages for visitors), keyed by the
 * market, the city headers and the path. Fresh within the API's `max-age`; after that the next
 * call revalidates with `If-None-Match`. Only visitors' calls use it; a session never does.
 * Bounded: past `maxEntries` the least recently stored entry goes.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ maxEntries = 2000, now = Date.now } = {}) {
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The kept body when still fresh. */
  fresh(key: string): unknown {
    const entry = this.entries.get(key);
    return entry && entry.freshUntil > this.now() ? entry.body : undefined;
  }

  /** The tag to revalidate with, when an answer (fresh or not) is kept. */
  etag(key: string): string | undefined {
    return this.entries.get(key)?.etag;
  }

  /** Keeps a 200 answer when the API marked it public; returns the body to use. */
  store(key: string, body: unknown, freshness: Freshness): unknown {
    const maxAge = publicMaxAge(freshness);
    if (maxAge === undefined || !freshness.etag) {
      this.entries.delete(key);
      return body;
    }
    this.entries.delete(key);
    this.entries.set(key, {
      body: deepFreeze(body),
      etag: freshness.etag,
      freshUntil: this.now() + maxAge * 1000,
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return body;
  }

  /** A 304: the kept body is good for another `max-age`; undefined when nothing is kept. */
  revalidated(key: string, freshness: Freshness): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const maxAge = publicMaxAge({ ...freshness, etag: freshness.etag ?? entry.etag });
    entry.freshUntil = this.now() + (maxAge ?? 0) * 1000;
    return entry.body;
  }

  get size(): number {
    return this.entries.size;
  }
}
