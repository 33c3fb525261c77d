import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { guardChunkLoad } from '../chunk-reload.ts';

/** What a failed route query becomes is loaded when one fails. */
const loadErrorStatus = guardChunkLoad(() => import('./error-status.ts'));

/**
 * Runs a route's query from its loader so the cache holds the page's data before it renders and
 * a failure becomes the route's HTTP status (critical data throws to the error page).
 */
export async function loadRouteQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  try {
    const result = await client.query({ query, variables: variables as TVariables });
    if (result.data === undefined) throw new Error('The route query returned no data');
    return result.data as TData;
  } catch (error) {
    const { routeQueryFailure } = await loadErrorStatus();
    throw routeQueryFailure(error, query);
  }
}
