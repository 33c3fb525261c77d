import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * Runs `mutation` and answers its payload: the `field` of the answer's data, or undefined when the
 * answer has none. A failed request rejects, as `client.mutate` does.
 */
export async function mutatePayload<
  TData extends Record<K, unknown>,
  TVariables extends OperationVariables,
  K extends string,
>(
  client: ApolloClient,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  field: K,
): Promise<NonNullable<TData[K]> | undefined> {
  // Apollo types the options per document; here every document is called with its full variables.
  const options = { mutation, variables } as ApolloClient.MutateOptions<TData, TVariables>;
  const { data } = await client.mutate(options);
  return data?.[field] ?? undefined;
}
