// The documents of a cart line's change, a chunk of their own: they load with the first change
// the shopper makes, not with every page.
export {
  AddToCartMutation,
  RemoveFromCartMutation,
  UpdateCartItemQuantityMutation,
} from './operations.ts';
