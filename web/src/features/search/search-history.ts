/** The local storage key of the search history. */
export const SEARCH_HISTORY_KEY = 'search_history';
/** How many past searches are kept. */
export const SEARCH_HISTORY_SIZE = 10;

type Listener = () => void;

/** The visitor's past searches, newest first, kept in local storage. */
export interface SearchHistory {
  list(): readonly string[];
  add(text: string): void;
  clear(): void;
  subscribe(listener: Listener): () => void;
}

const EMPTY: readonly string[] = [];

/**
 * A search history over a storage (local storage in the browser). Repeated searches move to the
 * top instead of repeating; a storage that fails (private mode, quota) keeps the history in memory.
 */
export function createSearchHistory(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  size = SEARCH_HISTORY_SIZE,
): SearchHistory {
  const listeners = new Set<Listener>();
  let cache: readonly string[] | null = null;

  const read = (): readonly string[] => {
    if (cache) return cache;
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
      cache = Array.isArray(parsed)
        ? parsed.filter((item): item is string => typeof item === 'string').slice(0, size)
        : EMPTY;
    } catch {
      cache = EMPTY;
    }
    return cache;
  };

  const write = (items: readonly string[]) => {
    cache = items;
    try {
      if (items.length) storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(items));
      else storage?.removeItem(SEARCH_HISTORY_KEY);
    } catch {
      // The history still works for this page.
    }
    for (const listener of listeners) listener();
  };

  return {
    list: read,
    add(text) {
      const entry = text.trim().replace(/\s+/g, ' ');
      if (!entry) return;
      const key = entry.toLocaleLowerCase('ru');
      const rest = read().filter((item) => item.toLocaleLowerCase('ru') !== key);
      write([entry, ...rest].slice(0, size));
    },
    clear() {
      write(EMPTY);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let browserHistory: SearchHistory | null = null;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the history then lives in memory.
    return null;
  }
}

/** The history of this browser; on the server an empty one that keeps nothing. */
export function searchHistory(): SearchHistory {
  if (typeof window === 'undefined') return createSearchHistory(null);
  if (!browserHistory) {
    browserHistory = createSearchHistory(localStorageOrNull());
  }
  return browserHistory;
}
