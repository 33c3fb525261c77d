import { startTransition } from 'react';

/**
 * The parts of the page held back at hydration (`HydrateLater`) that have not hydrated yet, so
 * the app can tell when the whole page works (`html[data-hydrated]`).
 */
let held = 0;
const waiting = new Set<() => void>();
let rootHydrated = false;

const waitingForRoot = new Set<() => void>();

const watchingParts = new Set<() => void>();

/** Notes that the page's own hydration is done (the held parts may still be waiting). */
export function markRootHydrated(): void {
  rootHydrated = true;
  for (const callback of [...waitingForRoot]) callback();
  waitingForRoot.clear();
}

/** Whether the page's own hydration is done (the held parts may still be waiting). */
export const isRootHydrated = (): boolean => rootHydrated;

/** Calls `callback` once the page itself has hydrated (at once when it has). */
export function afterRootHydrated(callback: () => void): void {
  if (rootHydrated) callback();
  else waitingForRoot.add(callback);
}

/** Counts one held part; the returned function, called once it has hydrated (or gone), uncounts it. */
export function holdPart(): () => void {
  held += 1;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    held -= 1;
    for (const watcher of [...watchingParts]) watcher();
    if (held > 0) return;
    for (const callback of [...waiting]) callback();
    waiting.clear();
  };
}

/** Calls `watcher` each time a held part has hydrated (or gone); returns a cancel. */
export function watchHeldParts(watcher: () => void): () => void {
  watchingParts.add(watcher);
  return () => void watchingParts.delete(watcher);
}

/** Calls `callback` once no part is held back (at once when none is); returns a cancel. */
export function afterHeldParts(callback: () => void): () => void {
  if (held === 0) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => void waiting.delete(callback);
}

/**
 * Makes a state update that shared state (a context) carries as a transition: React then waits
 * for the parts still held back before committing it, where an urgent update would throw their
 * server HTML away and render them again from nothing.
 */
export function updateGently(update: () => void): void {
  startTransition(update);
}
