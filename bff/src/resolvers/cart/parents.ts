import type { Cart as CartDto, CartItem as CartItemDto, PurchaseOffer } from '@store/api/contract';

/** The REST cart; its lines and offers carry the cart's currency down to their Money fields. */
export type CartParent = CartDto;
export type CartItemParent = CartItemDto & { currency_code: string };
export type CartOfferParent = PurchaseOffer & { currency_code: string };

/** The currency the cart's amounts are in (the market's base currency). */
export const cartCurrency = (cart: CartDto): string => cart.currency_code;

/** An amount of the cart as Money. */
export const money = (amount: number, currencyCode: string) => ({ amount, currencyCode });
