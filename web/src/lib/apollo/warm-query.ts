import type {
  ApolloClient,
  DocumentNode,
  ObservableQuery,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import type { Params } from 'react-router';
import { queryPieces } from './query-pieces.ts';

/**
 * One piece of preparing a route's first render, run before hydration in a task of its own. It
 * may answer further steps, to run next.
 */
export type WarmStep = () => WarmStep[] | undefined;

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
 * Reads a query from the cache exactly as `useQuery` first does, without subscribing or fetching,
 * in steps each small enough for a task of its own, run before hydration: that work is then out
 * of the first render, which cannot be split. The steps: the client's document transforms of the
 * query, then what Apollo learns of the transformed document (both remembered per
 * document), then the read of each piece of the query (see `queryPieces`), then the read of the
 * whole, which finds the pieces remembered (Apollo remembers each read for the same document and
 * variables). A read that fails only means the render does the work itself.
 */
export function warmQuerySteps<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): WarmStep[] {
  let watched: ObservableQuery<TData, TVariables> | undefined;
  const options = { query, variables } as ApolloClient.WatchQueryOptions<TData, TVariables>;
  // A step that fails leaves its work to the next one, or to the page's own render.
  const attempt =
    (step: () => WarmStep[] | undefined): WarmStep =>
    () => {
      try {
        return step();
      } catch {
        watched = undefined;
      }
    };
  const readPiece = (piece: DocumentNode, watching: ObservableQuery<TData, TVariables>) =>
    attempt(() => {
      client.cache.diff({
        query: piece,
        variables: watching.variables,
        returnPartialData: true,
        optimistic: true,
      });
    });
  return [
    attempt(() => {
      client.documentTransform.transformDocument(query);
    }),
    attempt(() => {
      const watching = client.watchQuery(options);
      watched = watching;
      return queryPieces(watching.query).map((piece) => readPiece(piece, watching));
    }),
    attempt(() => {
      (watched ?? client.watchQuery(options)).getCurrentResult();
    }),
  ];
}
