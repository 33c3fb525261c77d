import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { use, type ReactNode } from 'react';

/**
 * The queries a server render's loaders started but did not wait for, by the render's client:
 * the page's shell goes out first and the part that needs them streams in when they are answered.
 */
const deferred = new WeakMap<ApolloClient, Promise<void>>();

/**
 * Lets the page render without waiting for `pending`; what reads its answer waits behind
 * `<AwaitDeferred>`. A failure is left to that part (the browser renders it and asks again).
 */
export function deferQuery(client: ApolloClient, pending: Promise<unknown>): void {
  const all = Promise.all([deferred.get(client), pending]).then(() => undefined);
  // Nothing may be left unhandled if the page never gets to render that part (an error page).
  all.catch(() => undefined);
  deferred.set(client, all);
}

/** Whether a loader deferred a query of this render, so the page streams in two steps. */
export function hasDeferred(client: ApolloClient): boolean {
  return deferred.has(client);
}

/**
 * Renders its children once the deferred queries are answered; put it inside a `<Suspense>`
 * whose fallback holds the children's place. Without deferred queries (the browser, a page the
 * loaders loaded whole) it renders them at once.
 */
export function AwaitDeferred({ children }: { children: ReactNode }) {
  const pending = deferred.get(useApolloClient());
  if (pending) use(pending);
  return children;
}
