import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { useMutation } from './use-mutation.ts';

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

type FormPayload = { readonly userErrors: readonly FormUserError[] };
type FormMutationOptions = {
  refetchQueries?: 'active';
  /** Names the mutation in the log; the payload's field by default. */
  label?: string;
};
type FormSubmit<TVariables, P> = [
  (variables: TVariables) => Promise<FormOutcome<P>>,
  { loading: boolean },
];

/**
 * A mutation for a form: the returned `submit` never rejects. A payload with user errors answers
 * them; a thrown GraphQL or network error is logged under `label` with its cause and answered as
 * `failed`, so the form can say that something went wrong and nothing is left unhandled. The
 * payload is the mutation's root field `field`, or what `payloadOf` picks from the answer.
 */
export function useFormMutation<
  TData extends Record<K, FormPayload | null | undefined>,
  TVariables extends OperationVariables,
  K extends string,
>(
  mutation: TypedDocumentNode<TData, TVariables>,
  field: K,
  options?: FormMutationOptions,
): FormSubmit<TVariables, NonNullable<TData[K]>>;
export function useFormMutation<
  TData,
  TVariables extends OperationVariables,
  P extends FormPayload,
>(
  label: string,
  mutation: TypedDocumentNode<TData, TVariables>,
  payloadOf: (data: TData) => P | null | undefined,
  options?: FormMutationOptions,
): FormSubmit<TVariables, P>;
export function useFormMutation<TData, TVariables extends OperationVariables>(
  first: string | TypedDocumentNode<TData, TVariables>,
  second: string | TypedDocumentNode<TData, TVariables>,
  third?: FormMutationOptions | ((data: TData) => FormPayload | null | undefined),
  fourth?: FormMutationOptions,
): FormSubmit<TVariables, FormPayload> {
  type Pick = (data: TData) => FormPayload | null | undefined;
  const byField = typeof first !== 'string';
  const mutation = (byField ? first : second) as TypedDocumentNode<TData, TVariables>;
  const payloadOf = (byField ? second : third) as string | Pick;
  const options = (byField ? third : fourth) as FormMutationOptions | undefined;
  const label = byField ? (options?.label ?? (second as string)) : (first as string);
  const [mutate, { loading }] = useMutation(mutation, { refetchQueries: options?.refetchQueries });
  // Apollo types the call per document; here every document is called with its full variables.
  const run = mutate as unknown as (options: {
    variables: TVariables;
  }) => Promise<{ data?: TData | null }>;
  const submit = useCallback(
    async (variables: TVariables): Promise<FormOutcome<FormPayload>> => {
      try {
        const { data } = await run({ variables });
        const payload = !data
          ? null
          : typeof payloadOf === 'function'
            ? payloadOf(data)
            : (data as Record<string, FormPayload | null | undefined>)[payloadOf];
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
