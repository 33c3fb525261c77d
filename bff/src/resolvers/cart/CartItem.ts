import type { CartItemResolvers, CartOfferResolvers } from '../../__generated__/resolvers-types.ts';
import { imageOf } from '../catalog/money.ts';
import { money } from './parents.ts';

/** The parent is a REST cart line with its cart's currency; the product id is the line's id. */
export const CartItem: CartItemResolvers = {
  id: (item) => item.product_id,
  productId: (item) => item.product_id,
  maxQuantity: (item) => item.max_quantity,
  image: (item) => imageOf(item.image_id),
  ecommerceId: (item) => item.ecommerce_id,
  hasUnapprovedOffer: (item) => item.has_unapproved_offer,
  currentPurchaseOffer: (item) => ({
    ...item.current_purchase_offer,
    currency_code: item.currency_code,
  }),
  approvedPurchaseOffer: (item) => ({
    ...item.approved_purchase_offer,
    currency_code: item.currency_code,
  }),
  changelog: (item) =>
    item.changelog
      ? {
          priceDirection: item.changelog.price_direction,
          difference: money(Math.abs(item.changelog.difference), item.currency_code),
        }
      : null,
};

/** A line's offer; a zero base price means the product has none. */
export const CartOffer: CartOfferResolvers = {
  basePrice: (offer) =>
    offer.has_base_price && offer.base_price > 0
      ? money(offer.base_price, offer.currency_code)
      : null,
  userPrice: (offer) => money(offer.user_price, offer.currency_code),
  totalPrice: (offer) => money(offer.total_price, offer.currency_code),
  hasBasePrice: (offer) => offer.has_base_price,
};
