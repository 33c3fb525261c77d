import { useFragment, useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../__generated__/fragment-masking.ts';
import { CartLinesFragment, CartLinesQuery } from './operations.ts';

/**
 * The cart's counts and lines for the header and the add buttons. The query runs once per page
 * (server-rendered, then read from the cache); every cart change answers the cart, so this stays
 * current without refetching. Null while unknown or when the cart could not be loaded.
 */
export function useCartLines() {
  const { data } = useQuery(CartLinesQuery, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const cart = data?.cart ? getFragmentData(CartLinesFragment, data.cart) : null;
  const requiredForCart = data?.market.config.requiredForCart.includes('AUTH') ?? false;
  return { cart, requiredForCart };
}

/**
 * The cart's lines as the cache holds them, for the add buttons: a page shows dozens, and each
 * watching the cache costs far less than each running the cart's query (the header's cart entry
 * runs it, and every cart change answers the cart). Null while the cart is not in the cache.
 */
export function useCachedCartLines() {
  const { data, complete } = useFragment({
    fragment: CartLinesFragment,
    fragmentName: 'CartLines_cart',
    from: { __typename: 'Cart' },
  });
  return complete ? data : null;
}

/** How many pieces of a product the cart holds, in any group. */
export function quantityIn(
  cart: {
    availableItems: readonly { id: string; quantity: number }[];
    changedItems: readonly { id: string; quantity: number }[];
    unavailableItems: readonly { id: string; quantity: number }[];
  },
  productId: string,
): number {
  const line = [...cart.availableItems, ...cart.changedItems, ...cart.unavailableItems].find(
    (item) => item.id === productId,
  );
  return line?.quantity ?? 0;
}
