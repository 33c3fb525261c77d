import type { FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../../auth/cookies.ts';
import { authenticate } from '../../auth/session-service.ts';
import {
  deliveryDays,
  pricingForUser,
  retailPriceBounds,
  RETAIL_PRICING,
  userPrice,
  type CustomerPricing,
} from '../../repositories/cabinet/pricing.ts';
import type {
  ListingRequest,
  ListingResponse,
  Product,
  ProductCard,
} from '../../schemas/catalog.ts';

/**
 * The pricing of whoever sends the request, for any route (signed in or not): the session of the
 * access cookie, else retail terms. A dead or missing token is not an error here.
 */
export async function pricingForRequest(request: FastifyRequest): Promise<CustomerPricing> {
  const { auth } = request.server;
  const session = request.currentUser ?? (await authenticate(auth, request.cookies[ACCESS_COOKIE]));
  return session ? pricingForUser(auth.db, session.user_id) : RETAIL_PRICING;
}

/**
 * The catalogue stores retail prices; a signed-in user buying for a company pays its price type's
 * discount on top, and its delivery times. These map requests and answers between the two.
 */
export function priceCard<T extends ProductCard>(card: T, pricing: CustomerPricing): T {
  if (pricing.discount_percent === 0) return card;
  const price = userPrice(card.user_price, pricing);
  const discount =
    card.base_price > 0 ? Math.max(0, Math.round((1 - price / card.base_price) * 100)) : 0;
  return { ...card, user_price: price, discount };
}

/** A price filter in the customer's prices, as bounds on the stored retail price. */
export function retailRequest(request: ListingRequest, pricing: CustomerPricing): ListingRequest {
  const price = request.filter?.price;
  if (!price || pricing.discount_percent === 0) return request;
  return { ...request, filter: { ...request.filter, price: retailPriceBounds(price, pricing) } };
}

export function priceListing(listing: ListingResponse, pricing: CustomerPricing): ListingResponse {
  if (pricing.discount_percent === 0) return listing;
  return {
    ...listing,
    products: listing.products.map((p) => priceCard(p, pricing)),
    facets: listing.facets.map((f) =>
      f.type === 'PRICE'
        ? { ...f, min: userPrice(f.min, pricing), max: userPrice(f.max, pricing) }
        : f,
    ),
  };
}

export function priceProduct(product: Product, pricing: CustomerPricing): Product {
  const { pickup, delivery, express_available } = product.shipping;
  return {
    ...priceCard(product, pricing),
    shipping: {
      pickup: { ...pickup, days: deliveryDays(pickup.days, pricing) },
      express_available,
      delivery: { ...delivery, days: deliveryDays(delivery.days, pricing, 1) },
    },
  };
}
