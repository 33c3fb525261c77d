import type { CartResolvers } from '../../__generated__/resolvers-types.ts';
import type { CartItem as CartItemDto } from '@store/api/contract';
import { cartCurrency, money, type CartItemParent, type CartParent } from './parents.ts';

const lines = (cart: CartParent, items: CartItemDto[]): CartItemParent[] =>
  items.map((item) => ({ ...item, currency_code: cartCurrency(cart) }));

/** The parent is the REST cart; totals become Money in the cart's currency. */
export const Cart: CartResolvers = {
  totalItemsQuantity: (cart) => cart.total_items_quantity,
  totalGoodsQuantity: (cart) => cart.total_goods_quantity,
  totalBasePrice: (cart) => money(cart.total_base_price, cartCurrency(cart)),
  totalUserPrice: (cart) => money(cart.total_user_price, cartCurrency(cart)),
  discount: (cart) => money(cart.discount, cartCurrency(cart)),
  showBasePrice: (cart) => cart.show_base_price,
  isEmpty: (cart) => cart.is_empty,
  availableItems: (cart) => lines(cart, cart.available_items),
  unavailableItems: (cart) => lines(cart, cart.unavailable_items),
  changedItems: (cart) => lines(cart, cart.changed_items),
};
