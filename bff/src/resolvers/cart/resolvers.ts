import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { UpstreamError } from '../../errors.ts';
import type { QuickOrderRejectReason } from '@store/api/contract';
import type { QuickOrderRejection } from '../../__generated__/resolvers-types.ts';
import { cartApi, type CartDto } from '../../upstream/cart.ts';
import type { StoreApi } from '../../upstream/store-api.ts';
import { cartUserErrors } from './user-errors.ts';

/** One REST call that answers the whole cart, as a payload: the cart, or why it was refused. */
async function cartPayload(call: () => Promise<CartDto>) {
  try {
    return { cart: await call(), userErrors: [] };
  } catch (error) {
    return { cart: null, userErrors: cartUserErrors(error) };
  }
}

/** The API's reason a quick order line was left out, in the schema's words. */
const REJECTION: Record<QuickOrderRejectReason, QuickOrderRejection> = {
  NOT_FOUND: 'UNKNOWN_SKU',
  NOT_AVAILABLE: 'NOT_AVAILABLE',
  INVALID_QUANTITY: 'INVALID_QUANTITY',
};

/** Cart ids of a mutation's input, without repeats. */
const unique = (ids: readonly string[]) => [...new Set(ids)];

export const Query: QueryResolvers = {
  // The header shows the cart on every page: an API outage leaves it out instead of failing the page.
  cart: async (_parent, _args, { api }) => {
    try {
      return await cartApi.get(api);
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 0 || error.status >= 500)) {
        console.error('The cart could not be loaded', error);
        return null;
      }
      throw error;
    }
  },
};

const add = (api: StoreApi, productId: string, quantity: number) =>
  cartPayload(() => cartApi.addProduct(api, productId, quantity));

export const Mutation: MutationResolvers = {
  addToCart: (_parent, { input }, { api }) => add(api, input.productId, input.quantity),
  updateCartItemQuantity: (_parent, { input }, { api }) =>
    cartPayload(() => cartApi.updateQuantity(api, input.productId, input.quantity)),
  removeFromCart: (_parent, { input }, { api }) =>
    cartPayload(() => cartApi.removeProducts(api, unique(input.productIds))),
  selectCartItems: (_parent, { input }, { api }) =>
    cartPayload(() => cartApi.select(api, unique(input.productIds), input.selected)),
  approveCartPrices: (_parent, _args, { api }) => cartPayload(() => cartApi.approve(api)),
  addProductsToCart: async (_parent, { input }, { api }) => {
    try {
      const lines = input.lines.map((line) => ({ sku: line.sku.trim(), quantity: line.quantity }));
      const answer = await cartApi.addProducts(api, lines);
      const rejectedLines = answer.rejected.map((line) => ({
        sku: line.sku,
        quantity: line.quantity,
        reason: REJECTION[line.reason],
      }));
      return { cart: answer.cart, rejectedLines, userErrors: [] };
    } catch (error) {
      return { cart: null, rejectedLines: [], userErrors: cartUserErrors(error) };
    }
  },
};
