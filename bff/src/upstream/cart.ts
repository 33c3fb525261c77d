import type { AddProductsRequest, AddProductsResponse, Cart as CartDto } from '@store/api/contract';
import type { StoreApi } from './store-api.ts';

export type { CartDto };

/**
 * The cart calls of spec section 7. Each answers the whole cart in one call; failures throw
 * UpstreamError with the API's code (403 AUTHORIZATION_REQUIRED, the spec's DISALLOW:ADD_CART, for a
 * visitor on a market that needs sign-in; 404 NOT_FOUND for an unknown product; 400
 * INVALID_QUANTITY; 409 PRODUCT_NOT_AVAILABLE).
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
  addProducts: (api: StoreApi, items: AddProductsRequest['items']) =>
    api.post<AddProductsResponse>('/v2/cart:add_products', { items }),
};
