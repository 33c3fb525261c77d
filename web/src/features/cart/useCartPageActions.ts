import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import { useCartActions } from './CartProvider.tsx';
import {
  AddProductsToCartMutation,
  ApproveCartPricesMutation,
  RemoveFromCartMutation,
  SelectCartItemsMutation,
} from './operations.ts';
import type { QuickOrderLine } from './quick-order.ts';

const CartLineSelectionFragment = graphql(`
  fragment CartLineSelection on CartItem {
    id
    selected
  }
`);

let layerSeq = 0;

/**
 * The cart page's changes of many lines at once. Each handles its own failure: a refusal goes to
 * the cart's snackbar or log, a failed request is logged; selection shows at once and a failure
 * takes it back.
 */
export function useCartPageActions() {
  const client = useApolloClient();
  const { report } = useCartActions();

  const settle = useCallback(
    async <T extends { userErrors: readonly { code: never | string; message: string }[] }>(
      run: () => Promise<T | undefined>,
    ): Promise<T | undefined> => {
      try {
        const payload = await run();
        const error = payload?.userErrors[0];
        if (error) report(error.code as Parameters<typeof report>[0], error.message);
        return payload;
      } catch (failure) {
        console.error('The cart change failed', failure);
        return undefined;
      }
    },
    [report],
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
        await settle(async () => {
          const { data } = await client.mutate({
            mutation: SelectCartItemsMutation,
            variables: { input: { productIds, selected } },
          });
          return data?.selectCartItems;
        });
      } finally {
        client.cache.removeOptimistic(layer);
      }
    },
    [client, settle],
  );

  const remove = useCallback(
    (productIds: string[]) =>
      settle(async () => {
        const { data } = await client.mutate({
          mutation: RemoveFromCartMutation,
          variables: { input: { productIds } },
        });
        return data?.removeFromCart;
      }),
    [client, settle],
  );

  const approve = useCallback(
    () =>
      settle(async () => {
        const { data } = await client.mutate({ mutation: ApproveCartPricesMutation });
        return data?.approveCartPrices;
      }),
    [client, settle],
  );

  const quickOrder = useCallback(
    (lines: QuickOrderLine[]) =>
      settle(async () => {
        const { data } = await client.mutate({
          mutation: AddProductsToCartMutation,
          variables: { input: { lines } },
        });
        return data?.addProductsToCart;
      }),
    [client, settle],
  );

  return { select, remove, approve, quickOrder };
}
