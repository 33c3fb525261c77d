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
 * Starts React's streaming render and resolves once the page is rendered (its status and head
 * depend on all of it) and ready to be written.
 */
function renderShell(tree: ReactNode, nonce: string, signal?: AbortSignal) {
  return new Promise<PageBody & { abort(reason?: unknown): void }>((resolve, reject) => {
    const onAbort = () => stream.abort(signal?.reason);
    const stream = renderToPipeableStream(tree, {
      nonce,
      // The page is written once it is all rendered, so no Suspense boundary is worth moving
      // behind a script to paint sooner: each stays in its place in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        signal?.removeEventListener('abort', onAbort);
        resolve({ pipe: (destination) => stream.pipe(destination), abort: onAbort });
      },
      onShellError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        if (!signal?.aborted) console.error('Server render error', error);
      },
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Renders a page in one streaming pass when the loaders already put its data in the cache, which
 * is the rule; a query the cache cannot answer (an error page's own data) is fetched and the page
 * rendered again before anything is written, so the markup is always the complete one.
 */
export async function streamMarkup({
  tree,
  client,
  nonce,
  signal,
  onUnanswered,
}: {
  tree: () => ReactNode;
  client: ServerApolloClient;
  nonce: string;
  signal?: AbortSignal;
  /** Told of the queries a first pass found unanswered. */
  onUnanswered?: (queries: readonly AnyObservable[]) => void;
}): Promise<PageBody> {
  try {
    for (let pass = 1; ; pass += 1) {
      const body = await renderShell(tree(), nonce, signal);
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
