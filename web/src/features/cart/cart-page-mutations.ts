// The documents of the cart page's changes, a chunk of their own: each answers the whole cart,
// so they are large, and they load once the page has hydrated, not with its first load.
export {
  AddProductsToCartMutation,
  ApproveCartPricesMutation,
  RemoveFromCartMutation,
  SelectCartItemsMutation,
} from './operations.ts';
