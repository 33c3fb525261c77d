/**
 * The state the page's held parts (lib/hydrate-later) and the handling of events made before the
 * page works (lib/early-events) share.
 */

export interface Gate {
  promise: Promise<void>;
  open: () => void;
  /** Tells the page this part has hydrated (or is gone). */
  settle: () => void;
}

/** Gates of parts still held back, opened together by the visitor's first interaction. */
export const closedGates = new Set<Gate>();

export function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    promise,
    // Marked fulfilled at once (React reads a thenable's status), so a part an event is waiting
    // on hydrates synchronously in that event rather than after it.
    open: () => {
      closedGates.delete(gate);
      void Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
    settle: () => {},
  };
  closedGates.add(gate);
  return gate;
}

/** Gates waiting to be released, in the order their parts were held. */
const queue: Gate[] = [];
/** Whether a release is under way: the first waits for an idle moment, the rest for the part before. */
let releasing = false;
/** The gate released last, until its part has hydrated. */
let awaited: Gate | undefined;
let stopWaiting = () => {};

/** How long a released part may take to hydrate before the next is released anyway (its code may be on its way). */
const PART_WAIT_MS = 100;

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 2000 });
  } else {
    window.setTimeout(callback, 200);
  }
}

function releaseNext() {
  // Gates a press has opened since are passed over.
  let gate = queue.shift();
  while (gate && !closedGates.has(gate)) gate = queue.shift();
  if (!gate) {
    releasing = false;
    return;
  }
  const released = gate;
  awaited = released;
  const timer = window.setTimeout(() => partHydrated(released), PART_WAIT_MS);
  stopWaiting = () => window.clearTimeout(timer);
  released.open();
}

/**
 * Tells the queue that a released part has hydrated (or is gone): the next is released in a task
 * of its own, so the browser may paint and handle input in between.
 */
export function partHydrated(gate: Gate): void {
  if (gate !== awaited) return;
  awaited = undefined;
  stopWaiting();
  window.setTimeout(releaseNext, 0);
}

/**
 * Releases the held parts one at a time, in page order, once the browser is idle after the page
 * has hydrated: each part hydrates and commits in tasks of its own, the next once the one before
 * has (`partHydrated`), rather than all together (React hydrates boundaries released at once in
 * one commit: a listing's two dozen add buttons, each subscribing to the cart, made the longest
 * task of the page's start). Returns a cancel, for a part gone before its turn.
 */
export function queueRelease(gate: Gate): () => void {
  queue.push(gate);
  if (!releasing) {
    releasing = true;
    whenIdle(releaseNext);
  }
  return () => {
    const index = queue.indexOf(gate);
    if (index >= 0) queue.splice(index, 1);
  };
}

/**
 * The first press, key or focus anywhere opens every held part, so a part the visitor reaches for
 * before the browser has been idle hydrates then: React hydrates the boundary under a click
 * synchronously and hands it the click, its code having been fetched since the page hydrated.
 */
export const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export function openAllGates() {
  for (const gate of [...closedGates]) gate.open();
}

/** Whether React has hydrated the element (it keeps its fiber on the node). */
export const hydratedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let replaying = false;

/** Whether an event being made again is on its way through the page. */
export const isReplaying = () => replaying;

/** Makes an event again (`again`), which the page then does not take for one made before it worked. */
export function asReplay(again: () => void) {
  replaying = true;
  try {
    again();
  } finally {
    replaying = false;
  }
}

/** An event that reached a part of the page React had not hydrated, as it was when it came. */
export interface EarlyEvent {
  event: Event;
  target: Element;
  /**
   * Whether React took it: it listened on the root, and the target had hydrated once the event
   * had gone through the page (React hydrates the part under a click before it hands it the
   * click, so a target still without its fiber then was handled by nobody). Decided from the
   * event itself, never later, when the part may have hydrated since.
   */
  handled: boolean;
}
