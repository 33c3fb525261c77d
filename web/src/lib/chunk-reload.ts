/** Spec section 9: at most one reload per 60 s after a failed chunk load. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** True when the error says a lazily loaded chunk could not be fetched (usually after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR.test(error.name) || CHUNK_ERROR.test(error.message);
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page unless it already did so in the last 60 s, so a stale page picks up the new
 * build without looping when the chunk is really gone. Returns whether a reload was started.
 * Without working session storage it never reloads, for the same reason.
 */
export function reloadAfterChunkError(env: ReloadEnvironment): boolean {
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
    const now = env.now();
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

function browserEnvironment(): ReloadEnvironment {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  };
}

/**
 * Wraps a dynamic import: a chunk failure reloads the page (at most once a minute) and keeps the
 * navigation pending meanwhile; any other failure, or a second one within the minute, is rethrown
 * to the route's error page.
 */
export function guardChunkLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (
        typeof window !== 'undefined' &&
        isChunkLoadError(error) &&
        reloadAfterChunkError(browserEnvironment())
      ) {
        return new Promise<T>(() => {});
      }
      throw error;
    });
}

/** Vite reports failed preloads of a chunk's dependencies through this event. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError(browserEnvironment())) event.preventDefault();
  });
}
