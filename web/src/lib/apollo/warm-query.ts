import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router';

/**
 * Prepares a route's query for its first render from the cache: given the address, reads the
 * query the way the route's component will, so that render finds the work done.
 */
export type RouteWarmUp = (
  client: ApolloClient,
  location: { href: string; search: string },
  params: Params,
) => void;

/**
 * Reads a query from the cache exactly as `useQuery` first does (the client's document
 * transforms, then the cache read, both remembered by Apollo for the same document and
 * variables), without subscribing or fetching. Run before hydration in a task of its own, it
 * takes that work out of the first render, which cannot be split. A read that fails only means
 * the render does the work itself.
 */
export function warmQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): void {
  try {
    client
      .watchQuery({ query, variables } as ApolloClient.WatchQueryOptions<TData, TVariables>)
      .getCurrentResult();
  } catch {
    // The page still renders; it reads the cache itself.
  }
}
