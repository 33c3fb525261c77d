import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data } from 'react-router';
import { statusFromError } from './error-status.ts';

/** The operation's name, for the log. */
function operationName(query: {
  definitions: readonly { kind: string; name?: { value: string } }[];
}): string {
  const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
  return operation?.name?.value ?? 'query';
}

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
    const status = statusFromError(error);
    // A missing page or a lost session is the visitor's; a failure of ours is logged with its cause.
    if (status >= 500) console.error(`route query ${operationName(query)} failed`, error);
    throw data(null, { status });
  }
}
