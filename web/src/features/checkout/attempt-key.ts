const STORAGE_KEY = 'checkout:attempt-key';

/**
 * The key of the current checkout attempt. It is made on the first submit and kept in session
 * storage until the purchase is made, so a double click, a network retry and a reload after a lost
 * answer all repeat the same attempt (the API answers the first purchase for the same key).
 */
export function attemptKey(storage: Storage | undefined = safeSessionStorage()): string {
  const kept = storage?.getItem(STORAGE_KEY);
  if (kept) return kept;
  const fresh = randomKey();
  storage?.setItem(STORAGE_KEY, fresh);
  return fresh;
}

/** The attempt is over (a purchase was made): the next checkout is a new attempt. */
export function finishAttempt(storage: Storage | undefined = safeSessionStorage()): void {
  storage?.removeItem(STORAGE_KEY);
}

/** A random UUID; `crypto.randomUUID` exists only on secure origins, getRandomValues everywhere. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Version 4 and the RFC 4122 variant, as randomUUID makes them.
  const hex = [...bytes]
    .map((b, i) => (i === 6 ? (b & 0x0f) | 0x40 : i === 8 ? (b & 0x3f) | 0x80 : b))
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage disabled: each page load is its own attempt; the in-page guard still holds.
    return undefined;
  }
}
