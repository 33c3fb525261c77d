import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import {
  getCategoryCatalog,
  getCategoryPage,
  getProductPage,
  getPromoCatalog,
  getPromoPage,
  getSellerPage,
  getSuggestions,
  listProducts,
  listRecommended,
} from '../../upstream/catalog.ts';
import { listingRequestOf, pageOf, targetOf } from './listing-input.ts';
import { selectsField } from './selection.ts';

/** The catalogue's root fields; an unknown slug resolves to null (the web answers 404). */
export const Query: QueryResolvers = {
  categoryCatalog: (_p, _a, { api }) => getCategoryCatalog(api),
  category: async (_p, { slug }, { api }) => {
    const page = await getCategoryPage(api, slug);
    return page && { node: page.category, page };
  },
  promoCatalog: (_p, _a, { api }) => getPromoCatalog(api),
  promo: async (_p, { slug }, { api }) => {
    const page = await getPromoPage(api, slug);
    return page && { promo: page.promo, seo: page.seo };
  },
  seller: (_p, { slug }, { api }) => getSellerPage(api, slug),
  product: (_p, { slug }, { api }) => getProductPage(api, slug),
  listing: async (_p, { input }, { api, loaders }, info) => {
    const request = listingRequestOf(input, selectsField(info, 'facets'));
    const response = await listProducts(api, loaders, targetOf(input), request);
    return { response, ...pageOf(input) };
  },
  recommendedProducts: (_p, { productId, type }, { api }) => listRecommended(api, productId, type),
  searchSuggestions: (_p, { text, seller }, { api }) => getSuggestions(api, text, seller),
};
