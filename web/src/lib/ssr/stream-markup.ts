import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { AnyObservable, ServerApolloClient } from '../apollo/server-client.ts';

/** A page's markup, ready to be written out. */
export interface PageBody {
  /** Writes the markup into `destination` as React produces it, then ends it. */
  pipe(destination: Writable): void;
}

/** Markup that is already a string (the apology page). */
export function markupOf(html: string): PageBody {
  return { pipe: (destination) => void destination.end(html) };
}

/**
 * A render that still finds an unanswered query fetches it and renders again; past this many
 * passes the page goes out as it is (a query that keeps failing shows its empty state).
 */
const MAX_PASSES = 3;

/** Resolves when the signal aborts, and lets go of it when `done` is called. */
function abortOf(signal: AbortSignal | undefined) {
  let onAbort = () => {};
  const promise = new Promise<void>((resolve) => {
    onAbort = resolve;
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  return { promise, done: () => signal?.removeEventListener('abort', onAbort) };
}

/**
 * Starts React's streaming render and resolves once the page is ready to be written: all of it
 * (its status and head depend on all of it), or with `shellFirst` its shell, the rest streaming
 * in behind its Suspense fallbacks as it renders. The signal ends the render until it is whole.
 */
function renderShell(tree: ReactNode, nonce: string, shellFirst: boolean, signal?: AbortSignal) {
  return new Promise<PageBody & { abort(reason?: unknown): void }>((resolve, reject) => {
    // A pass given up for another, or a visitor gone, is no error of the page's.
    let abandoned = false;
    const onAbort = (reason?: unknown) => {
      abandoned = true;
      stream.abort(reason ?? signal?.reason);
    };
    const onSignal = () => onAbort();
    const release = () => signal?.removeEventListener('abort', onSignal);
    const ready = () =>
      resolve({ pipe: (destination) => stream.pipe(destination), abort: onAbort });
    const stream = renderToPipeableStream(tree, {
      nonce,
      // Every boundary that is ready stays in its place in the HTML, however large, and is not
      // moved behind a script to paint sooner; only one still waiting (a streamed listing)
      // comes later, to take its fallback's place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => {
        if (shellFirst) ready();
      },
      onAllReady: () => {
        release();
        ready();
      },
      onShellError: (error) => {
        release();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        if (!abandoned) console.error('Server render error', error);
      },
    });
    signal?.addEventListener('abort', onSignal, { once: true });
  });
}

/**
 * Renders a page in one streaming pass when the loaders already put its data in the cache, which
 * is the rule; a query the cache cannot answer (an error page's own data) is fetched and the page
 * rendered again before anything is written, so the markup is always the complete one. With
 * `shellFirst` (a loader deferred a query) the page is ready once its shell is: what waits for
 * the deferred queries streams after it.
 */
export async function streamMarkup({
  tree,
  client,
  nonce,
  signal,
  shellFirst = false,
  onUnanswered,
}: {
  tree: () => ReactNode;
  client: ServerApolloClient;
  nonce: string;
  signal?: AbortSignal;
  shellFirst?: boolean;
  /** Told of the queries a first pass found unanswered. */
  onUnanswered?: (queries: readonly AnyObservable[]) => void;
}): Promise<PageBody> {
  try {
    for (let pass = 1; ; pass += 1) {
      const body = await renderShell(tree(), nonce, shellFirst, signal);
      const unanswered = client.takeUnanswered();
      if (unanswered.length === 0 || pass === MAX_PASSES) return body;
      if (pass === 1) onUnanswered?.(unanswered);
      body.abort();
      const aborted = abortOf(signal);
      await Promise.race([aborted.promise, client.answer(unanswered)]);
      aborted.done();
      if (signal?.aborted) throw signal.reason;
    }
  } finally {
    client.settle();
  }
}
