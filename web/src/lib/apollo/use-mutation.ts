import type {
  ApolloClient,
  ErrorLike,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';

/**
 * What a mutation's hook may be given once for every call: how its answer changes the cache, and
 * whether the page's queries are asked again once it is done.
 */
export interface MutationOptions<TData, TVariables extends OperationVariables> {
  update?: ApolloClient.MutateOptions<TData, TVariables>['update'];
  refetchQueries?: 'active';
}

/** Where the hook's mutation is: asked (`called`), under way, and its last answer or failure. */
export interface MutationState<TData> {
  called: boolean;
  loading: boolean;
  data?: TData;
  error?: ErrorLike;
}

/**
 * Apollo's `useMutation` as the store uses it: `[mutate, state]`, where `mutate({ variables })`
 * sends the mutation through the page's client (failing as the client does: a GraphQL error
 * rejects) and `state` says how the last call went. Apollo's own hook is not in the libraries
 * every page loads: only the parts that send mutations, which load later, carry this one.
 */
export function useMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options?: MutationOptions<TData, TVariables>,
) {
  const client = useApolloClient();
  const [state, setState] = useState<MutationState<TData>>({ called: false, loading: false });
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const mutate = useCallback(
    async (call?: { variables?: TVariables }) => {
      setState({ called: true, loading: true });
      try {
        const result = await client.mutate({
          mutation,
          ...latestOptions.current,
          ...call,
        } as ApolloClient.MutateOptions<TData, TVariables>);
        const data = (result.data ?? undefined) as TData | undefined;
        setState({ called: true, loading: false, data });
        return { data };
      } catch (error) {
        setState({ called: true, loading: false, error: error as ErrorLike });
        throw error;
      }
    },
    [client, mutation],
  );
  return [mutate, state] as const;
}
