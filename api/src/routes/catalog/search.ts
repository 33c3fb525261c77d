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
import { ErrorResponses, MarketHeaders } from '../market-headers.ts';
import type { CatalogRoutesOptions } from './pages.ts';
import { priceCard, pricingForRequest } from './pricing.ts';

/** Recommendations on the product page and the search box's suggestions. */
export const catalogSearchRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/v1/products::listRecommended',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Similar products (same category, near price) or related ones (same brand)',
        headers: MarketHeaders,
        querystring: ListRecommendedQuerySchema,
        response: { 200: ListRecommendedResponseSchema, ...ErrorResponses },
      },
    },
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
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search box suggestions: products, categories, brands and queries',
        headers: MarketHeaders,
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionsResponseSchema, ...ErrorResponses },
      },
    },
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
