import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../__generated__/gql.ts';

const CartLineQuantityFragment = graphql(`
  fragment CartLineQuantity on CartItem {
    id
    quantity
  }
`);

interface LineChange {
  productId: string;
  /** The new quantity of the line; 0 removes it. */
  quantity: number;
  /** The line's quantity before the change; 0 when it was not in the cart. */
  previous: number;
  /** One piece's price, for the total. */
  price: number;
}

/**
 * Applies a change of one line to the cached cart the way the API will: the line's quantity, the
 * line count, the goods count and the total. Run inside an optimistic transaction, so the header,
 * the cards and the cart page show it at once and a failure takes it back.
 */
export function applyLineChange(cache: ApolloCache, cartId: string, change: LineChange): void {
  const cartRef = cache.identify({ __typename: 'Cart', id: cartId });
  const itemRef = cache.identify({ __typename: 'CartItem', id: change.productId });
  if (!cartRef || !itemRef) return;
  const delta = change.quantity - change.previous;
  const lineDelta = (change.quantity > 0 ? 1 : 0) - (change.previous > 0 ? 1 : 0);
  if (change.quantity > 0) {
    cache.writeFragment({
      id: itemRef,
      fragment: CartLineQuantityFragment,
      data: { id: change.productId, quantity: change.quantity },
    });
  }
  const isLine = (ref: Reference) => ref.__ref === itemRef;
  cache.modify<Record<string, unknown>>({
    id: cartRef,
    fields: {
      totalItemsQuantity: (value) => Number(value) + lineDelta,
      totalGoodsQuantity: (value) => Number(value) + delta,
      isEmpty: (value) => (change.quantity === 0 ? value : false),
      totalUserPrice: (value) => {
        const money = value as { amount: number; currencyCode: string };
        return { ...money, amount: Math.max(0, money.amount + delta * change.price) };
      },
      availableItems: (value) => {
        const refs = value as readonly Reference[];
        if (change.quantity === 0) return refs.filter((ref) => !isLine(ref));
        if (change.previous === 0 && !refs.some(isLine)) return [...refs, { __ref: itemRef }];
        return refs;
      },
      changedItems: (value) =>
        change.quantity === 0 ? (value as readonly Reference[]).filter((r) => !isLine(r)) : value,
      unavailableItems: (value) =>
        change.quantity === 0 ? (value as readonly Reference[]).filter((r) => !isLine(r)) : value,
    },
  });
}
