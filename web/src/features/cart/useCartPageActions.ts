import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import { mutatePayload } from '../../lib/apollo/mutate-payload.ts';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';
import { afterHeldParts } from '../../lib/later-parts.ts';
import { announceToOtherTabs } from '../../lib/other-tabs.ts';
import { useCartActions } from './CartProvider.tsx';
import type { QuickOrderLine } from './quick-order.ts';
import { CHANGE_FAILED_TEXT } from './texts.ts';

const pageMutations = guardChunkLoad(() => import('./cart-page-mutations.ts'));

const CartLineSelectionFragment = graphql(`
  fragment CartLineSelection on CartItem {
    id
    selected
  }
`);

let layerSeq = 0;

interface CartPayload {
  readonly userErrors: readonly { readonly code: string; readonly message: string }[];
}

/**
 * The cart page's changes of many lines at once. Each handles its own failure: a refusal goes to
 * the cart's snackbar or log, a failed request is logged and said in the snackbar (the quick
 * order says it in its own form); selection shows at once and a failure takes it back.
 */
export function useCartPageActions() {
  const client = useApolloClient();
  const { report, notify } = useCartActions();
  useEffect(() => afterHeldParts(() => void pageMutations()), []);

  // One change of the cart: the answer's payload is `field` of the mutation's data; a failed
  // request is said in the snackbar unless `failedText` is null.
  const change = useCallback(
    async <
      TData extends Record<K, CartPayload | null | undefined>,
      TVariables extends OperationVariables,
      K extends string,
    >(
      mutation: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      field: K,
      failedText: string | null = CHANGE_FAILED_TEXT,
    ) => {
      try {
        const payload = await mutatePayload(client, mutation, variables, field);
        const error = payload?.userErrors[0];
        if (error) report(error.code as Parameters<typeof report>[0], error.message);
        else if (payload) announceToOtherTabs('cart');
        return payload;
      } catch (failure) {
        console.error('The cart change failed', failure);
        if (failedText) notify(failedText);
        return undefined;
      }
    },
    [client, report, notify],
  );

  const select = useCallback(
    async (productIds: string[], selected: boolean) => {
      const layer = `cart-select-${++layerSeq}`;
      client.cache.recordOptimisticTransaction((cache) => {
        for (const id of productIds)
          cache.writeFragment({
            id: cache.identify({ __typename: 'CartItem', id }),
            fragment: CartLineSelectionFragment,
            data: { id, selected },
          });
      }, layer);
      try {
        const { SelectCartItemsMutation } = await pageMutations();
        await change(
          SelectCartItemsMutation,
          { input: { productIds, selected } },
          'selectCartItems',
        );
      } finally {
        client.cache.removeOptimistic(layer);
      }
    },
    [client, change],
  );

  const remove = useCallback(
    async (productIds: string[]) => {
      const { RemoveFromCartMutation } = await pageMutations();
      return change(RemoveFromCartMutation, { input: { productIds } }, 'removeFromCart');
    },
    [change],
  );

  const approve = useCallback(async () => {
    const { ApproveCartPricesMutation } = await pageMutations();
    return change(ApproveCartPricesMutation, {}, 'approveCartPrices');
  }, [change]);

  const quickOrder = useCallback(
    async (lines: QuickOrderLine[]) => {
      const { AddProductsToCartMutation } = await pageMutations();
      return change(AddProductsToCartMutation, { input: { lines } }, 'addProductsToCart', null);
    },
    [change],
  );

  return { select, remove, approve, quickOrder };
}
