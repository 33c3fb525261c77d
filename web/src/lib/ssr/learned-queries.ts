import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { AnyObservable } from '../apollo/server-client.ts';

/**
 * Queries without variables that pages of a route needed beyond what its loaders fetched (the
 * cart of the header and of the add buttons, say), learned from earlier renders of the route.
 * Fetching them beside the loaders lets the page render in one pass instead of two. Bounded:
 * routes and query documents are both fixed sets of the app.
 */
const learned = new Map<string, Set<DocumentNode>>();

export function learnQueries(route: string, queries: readonly AnyObservable[]): void {
  for (const observable of queries) {
    if (Object.keys(observable.variables ?? {}).length > 0) continue;
    const known = learned.get(route) ?? new Set<DocumentNode>();
    learned.set(route, known);
    known.add(observable.query);
  }
}

/** Fetches the route's learned queries into the cache; a failure is left to the render. */
export async function prefetchLearned(client: ApolloClient, route: string): Promise<void> {
  const queries = learned.get(route);
  if (!queries) return;
  await Promise.all([...queries].map((query) => client.query({ query }).catch(() => undefined)));
}
