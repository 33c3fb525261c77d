import type {
  CategoryCatalogPage,
  CategoryPage,
  ListingRequest,
  ListingResponse,
  ListRecommendedResponse,
  ProductCard,
  ProductPage,
  PromoCatalogPage,
  PromoPage,
  RecommendationType,
  SellerPage,
  SuggestionsResponse,
} from '@store/api/contract';
import DataLoader from 'dataloader';
import { nullOn404 } from '../errors.ts';
import type { StoreApi } from './store-api.ts';
import type { RequestLoaders } from './loaders.ts';

/** Recommendations are always the first page of eight (spec section 9). */
export const RECOMMENDATIONS_PAGE_SIZE = 8;

/** Where a listing's products come from: the whole catalogue, or one category, promo or seller. */
export type ListingTarget =
  | { kind: 'CATALOG' }
  | { kind: 'CATEGORY' | 'PROMO'; slug: string }
  | { kind: 'SELLER'; slug: string };

const slugPath = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

export const getCategoryCatalog = (api: StoreApi) =>
  api.get<CategoryCatalogPage>('/v1/pages/category_catalog');

/** A category page; null for an unknown slug. */
export const getCategoryPage = (api: StoreApi, slug: string) =>
  nullOn404(api.get<CategoryPage>(slugPath('/v1/pages/category_catalog', slug)));

export const getPromoCatalog = (api: StoreApi) =>
  api.get<PromoCatalogPage>('/v1/pages/promo_catalog');

/** A promotion page; null for an unknown slug. */
export const getPromoPage = (api: StoreApi, slug: string) =>
  nullOn404(api.get<PromoPage>(slugPath('/v1/pages/promo_catalog', slug)));

/** A product page; null for an unknown slug. */
export const getProductPage = (api: StoreApi, slug: string) =>
  nullOn404(api.get<ProductPage>(slugPath('/v1/pages/product_catalog', slug)));

/** A seller page; null for an unknown slug. */
export const getSellerPage = (api: StoreApi, slug: string) =>
  nullOn404(api.get<SellerPage>(slugPath('/v1/pages/seller_catalog', slug)));

/**
 * Recommended products of the first page. Any failure gives an empty list: recommendations are
 * an extra on the product page and must never break it (spec section 7).
 */
export async function listRecommended(
  api: StoreApi,
  productId: string,
  type: RecommendationType,
): Promise<ProductCard[]> {
  try {
    const res = await api.get<ListRecommendedResponse>('/v1/products:listRecommended', {
      product_id: productId,
      type,
      page_number: 0,
      page_size: RECOMMENDATIONS_PAGE_SIZE,
    });
    return res.products;
  } catch {
    return [];
  }
}

export const getSuggestions = (api: StoreApi, text: string, seller?: string | null) =>
  api.get<SuggestionsResponse>('/v1/search/suggestions', { text, seller: seller ?? undefined });

interface ListingKey {
  target: ListingTarget;
  request: ListingRequest;
}

function listingCall(api: StoreApi, { target, request }: ListingKey): Promise<ListingResponse> {
  switch (target.kind) {
    case 'CATEGORY':
      return api.post(`${slugPath('/v1/pages/category_catalog', target.slug)}/products`, request);
    case 'PROMO':
      return api.post(`${slugPath('/v1/pages/promo_catalog', target.slug)}/products`, request);
    case 'SELLER':
      return api.post('/v1/products', {
        ...request,
        filter: { ...request.filter, seller: target.slug },
      });
    case 'CATALOG':
      return api.post('/v1/products', request);
  }
}

/**
 * The request's listing loader: a listing asked for twice in one GraphQL operation (aliases, two
 * fragments) is one POST. REST has no batch endpoint, so the loader memoises and does not batch.
 */
function listingLoader(api: StoreApi, loaders: RequestLoaders) {
  return loaders.get(
    'listing',
    () =>
      new DataLoader<ListingKey, ListingResponse, string>(
        (keys) => Promise.all(keys.map((key) => listingCall(api, key).catch((e: Error) => e))),
        { cacheKeyFn: (key) => JSON.stringify(key) },
      ),
  );
}

/** One page of a listing; the same listing asked twice in one GraphQL request is one REST call. */
export function listProducts(
  api: StoreApi,
  loaders: RequestLoaders,
  target: ListingTarget,
  request: ListingRequest,
): Promise<ListingResponse> {
  return listingLoader(api, loaders).load({ target, request });
}
