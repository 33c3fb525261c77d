import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

/** A business refusal of a mutation, as every payload's `userErrors` carries it. */
export interface FormUserError {
  readonly field: readonly string[];
  readonly message: string;
  readonly code: string;
}

/**
 * What a form learns from a mutation: its payload, the refusals to show under the fields, or that
 * the request itself failed (the network, the session, the service), already logged with its cause.
 */
export type FormOutcome<P> =
  | { ok: true; payload: P }
  | { ok: false; userErrors: readonly FormUserError[]; failed: false }
  | { ok: false; userErrors: readonly []; failed: true };

/**
 * A mutation for a form: the returned `submit` never rejects. A payload with user errors answers
 * them; a thrown GraphQL or network error is logged under `label` with its cause and answered as
 * `failed`, so the form can say that something went wrong and nothing is left unhandled.
 */
export function useFormMutation<
  TData,
  TVariables extends OperationVariables,
  P extends { readonly userErrors: readonly FormUserError[] },
>(
  label: string,
  mutation: TypedDocumentNode<TData, TVariables>,
  payloadOf: (data: TData) => P | null | undefined,
  options?: { refetchQueries?: 'active' },
): [(variables: TVariables) => Promise<FormOutcome<P>>, { loading: boolean }] {
  const [mutate, { loading }] = useMutation(mutation, options);
  // Apollo types the call per document; here every document is called with its full variables.
  const run = mutate as unknown as (options: {
    variables: TVariables;
  }) => Promise<{ data?: TData | null }>;
  const submit = useCallback(
    async (variables: TVariables): Promise<FormOutcome<P>> => {
      try {
        const { data } = await run({ variables });
        const payload = data ? payloadOf(data) : null;
        if (!payload) throw new Error(`${label}: the answer has no payload`);
        if (payload.userErrors.length > 0) {
          return { ok: false, userErrors: payload.userErrors, failed: false };
        }
        return { ok: true, payload };
      } catch (error) {
        console.error(label, error);
        return { ok: false, userErrors: [], failed: true };
      }
    },
    [label, run, payloadOf],
  );
  return [submit, { loading }];
}
