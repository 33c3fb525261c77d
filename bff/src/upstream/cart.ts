import type { StoreApi } from './store-api.ts';

/** A cart line's offer as the REST API answers it (spec section 3, Offer). */
export interface CartOfferDto {
  available: boolean;
  base_price: number;
  user_price: number;
  total_price: number;
  discount: number;
  has_base_price: boolean;
}

/** A cart line as the REST API answers it. */
export interface CartItemDto {
  product_id: string;
  title: string;
  selected: boolean;
  slug: string;
  quantity: number;
  brand: { id: string; slug: string; title: string } | null;
  sku: string;
  image_id: string | null;
  ecommerce_id: string | null;
  category: { id: string; slug: string; title: string } | null;
  breadcrumbs: { slug: string; title: string }[];
  has_unapproved_offer: boolean;
  current_purchase_offer: CartOfferDto;
  approved_purchase_offer: CartOfferDto;
  changelog: { price_direction: 'UP' | 'DOWN'; difference: number } | null;
}

/** The whole cart as every cart call answers it. */
export interface CartDto {
  id: string;
  title: string;
  total_items_quantity: number;
  total_goods_quantity: number;
  total_base_price: number;
  total_user_price: number;
  discount: number;
  show_base_price: boolean;
  is_empty: boolean;
  currency_code?: string;
  available_items: CartItemDto[];
  unavailable_items: CartItemDto[];
  changed_items: CartItemDto[];
}

/** A quick order line the API could not add. */
export interface RejectedLineDto {
  sku: string;
  quantity: number;
  reason: 'UNKNOWN_SKU' | 'NOT_AVAILABLE' | 'INVALID_QUANTITY';
}

/** The answer of a quick order: the cart and the lines left out. */
export interface AddProductsDto {
  cart: CartDto;
  rejected: RejectedLineDto[];
}

/**
 * The cart calls of spec section 7. Each answers the whole cart in one call; failures throw
 * UpstreamError with the API's code (403 DISALLOW:ADD_CART for a visitor on a market that needs
 * sign-in, 404 for an unknown product, 400 for a bad quantity or an unavailable product).
 */
export const cartApi = {
  get: (api: StoreApi) => api.get<CartDto>('/v2/cart'),
  addProduct: (api: StoreApi, productId: string, quantity: number) =>
    api.post<CartDto>('/v2/cart:add_product', { product_id: productId, quantity }),
  updateQuantity: (api: StoreApi, productId: string, quantity: number) =>
    api.post<CartDto>('/v2/cart:update_item_quantity', { product_id: productId, quantity }),
  removeProducts: (api: StoreApi, productIds: string[]) =>
    api.post<CartDto>('/v2/cart:remove_products', { product_ids: productIds }),
  select: (api: StoreApi, productIds: string[], selected: boolean) =>
    api.post<CartDto>('/v2/cart:update_items_selection', { product_ids: productIds, selected }),
  approve: (api: StoreApi) => api.post<CartDto>('/v2/cart:approve', {}),
  addProducts: (api: StoreApi, items: { sku: string; quantity: number }[]) =>
    api.post<AddProductsDto>('/v2/cart:add_products', { items }),
};
