import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors.ts';
import { listRecommended, suggest } from '../../repositories/catalog/search.ts';
import {
  ListRecommendedQuerySchema,
  ListRecommendedResponseSchema,
  SuggestionsQuerySchema,
  SuggestionsResponseSchema,
  type ProductCard,
} from '../../schemas/catalog.ts';
import { ErrorResponses } from '../market-headers.ts';
import { storeRoute } from '../store-route.ts';
import type { CatalogRoutesOptions } from './pages.ts';
import { priceCard, pricingForRequest } from './pricing.ts';

const route = storeRoute('catalog', ErrorResponses);

/** Recommendations on the product page and the search box's suggestions. */
export const catalogSearchRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/v1/products::listRecommended',
    route('Similar products (same category, near price) or related ones (same brand)', {
      querystring: ListRecommendedQuerySchema,
      response: { 200: ListRecommendedResponseSchema },
    }),
    async (request) => {
      const { product_id, type, page_number, page_size } = request.query;
      const products = await listRecommended(db, product_id, type, page_number, page_size);
      if (!products) throw notFound('Товар');
      const pricing = await pricingForRequest(request);
      return { products: products.map((p) => priceCard(p, pricing)) };
    },
  );

  app.get(
    '/v1/search/suggestions',
    route('Search box suggestions: products, categories, brands and queries', {
      querystring: SuggestionsQuerySchema,
      response: { 200: SuggestionsResponseSchema },
    }),
    async (request) => {
      const [found, pricing] = await Promise.all([
        suggest(db, request.market, request.query.text, request.query.seller),
        pricingForRequest(request),
      ]);
      const price = (cards: ProductCard[]) => cards.map((p) => priceCard(p, pricing));
      return {
        ...found,
        products: price(found.products),
        recommended_products: price(found.recommended_products),
        promotional_products: price(found.promotional_products),
      };
    },
  );
};
