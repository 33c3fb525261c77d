const STORAGE_KEY = 'checkout:attempt-key';

/**
 * The key of the current checkout attempt. It is made on the first submit and kept in session
 * storage until the purchase is made, so a double click, a network retry and a reload after a lost
 * answer all repeat the same attempt (the API answers the first purchase for the same key).
 */
export function attemptKey(storage: Storage | undefined = safeSessionStorage()): string {
  const kept = storage?.getItem(STORAGE_KEY);
  if (kept) return kept;
  const fresh = crypto.randomUUID();
  storage?.setItem(STORAGE_KEY, fresh);
  return fresh;
}

/** The attempt is over (a purchase was made): the next checkout is a new attempt. */
export function finishAttempt(storage: Storage | undefined = safeSessionStorage()): void {
  storage?.removeItem(STORAGE_KEY);
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage disabled: each page load is its own attempt; the in-page guard still holds.
    return undefined;
  }
}
