import type {
  ApolloClient,
  ObservableQuery,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import type { Params } from 'react-router';

/** One piece of preparing a route's first render, run before hydration in a task of its own. */
export type WarmStep = () => void;

/**
 * Prepares a route's queries for its first render from the cache: given the address, the steps
 * that read the queries the way the route's components will, so that render finds the work done.
 */
export type RouteWarmUp = (
  client: ApolloClient,
  location: { href: string; search: string },
  params: Params,
) => WarmStep[];

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

/**
 * `warmQuery` in three steps, each small enough for a task of its own: the client's document
 * transforms of the query, then what Apollo learns of the transformed document (both remembered
 * per document), then the read.
 */
export function warmQuerySteps<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): WarmStep[] {
  let watched: ObservableQuery<TData, TVariables> | undefined;
  const options = { query, variables } as ApolloClient.WatchQueryOptions<TData, TVariables>;
  // A step that fails leaves its work to the next one, or to the page's own render.
  const attempt = (step: () => void) => () => {
    try {
      step();
    } catch {
      watched = undefined;
    }
  };
  return [
    attempt(() => client.documentTransform.transformDocument(query)),
    attempt(() => (watched = client.watchQuery(options))),
    attempt(() => (watched ?? client.watchQuery(options)).getCurrentResult()),
  ];
}
