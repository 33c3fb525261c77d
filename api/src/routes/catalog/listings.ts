import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { listProducts } from '../../repositories/catalog/listing.ts';
import { categoryScope, promoScope } from '../../repositories/catalog/dictionary.ts';
import { recordSearch } from '../../repositories/catalog/search.ts';
import {
  type ListingRequest,
  ListingRequestSchema,
  ListingResponseSchema,
  SlugParamsSchema,
} from '../../schemas/catalog.ts';
import { ErrorResponses, MarketHeaders } from '../market-headers.ts';
import type { CatalogRoutesOptions } from './pages.ts';
import { priceListing, pricingForRequest, retailRequest } from './pricing.ts';

/** Product listings: search over the whole catalogue, a category subtree or a promotion. */
export const catalogListingRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { db },
) => {
  const schema = (summary: string) => ({
    tags: ['catalog'],
    summary,
    headers: MarketHeaders,
    body: ListingRequestSchema,
    response: { 200: ListingResponseSchema, ...ErrorResponses },
  });

  app.post(
    '/v1/products',
    { schema: schema('Search and filter products, with facets on request') },
    async (request) => {
      const pricing = await pricingForRequest(request);
      const listing = await listProducts(db, retailRequest(request.body, pricing));
      const { text } = request.body;
      if (text && listing.total_size > 0 && listing.is_accurate && isNewSearch(request.body)) {
        // Popular queries learn from searches that found something; the answer never waits.
        recordSearch(db, request.market, text).catch((err: unknown) =>
          request.log.warn({ err }, 'search query not counted'),
        );
      }
      return priceListing(listing, pricing);
    },
  );

  app.post(
    '/v1/pages/category_catalog/:slug/products',
    {
      schema: {
        ...schema('Products of a category and its subcategories'),
        params: SlugParamsSchema,
      },
    },
    async (request) => {
      const category = await categoryScope(db, request.params.slug);
      if (!category) throw new HttpError(404, 'NOT_FOUND', 'Категория не найдена');
      const pricing = await pricingForRequest(request);
      const listing = await listProducts(db, retailRequest(request.body, pricing), { category });
      return priceListing(listing, pricing);
    },
  );

  app.post(
    '/v1/pages/promo_catalog/:slug/products',
    { schema: { ...schema('Products taking part in a promotion'), params: SlugParamsSchema } },
    async (request) => {
      const promoId = await promoScope(db, request.params.slug);
      if (promoId === null) throw new HttpError(404, 'NOT_FOUND', 'Акция не найдена');
      const pricing = await pricingForRequest(request);
      const listing = await listProducts(db, retailRequest(request.body, pricing), { promoId });
      return priceListing(listing, pricing);
    },
  );
};

/**
 * A search as the visitor starts it: the first page in the default order, with no filter but the
 * seller scope. Paging, sorting and filtering the same results again is not another search.
 */
function isNewSearch(body: ListingRequest): boolean {
  const filters = Object.entries(body.filter ?? {}).filter(([key, value]) => {
    if (key === 'seller' || value === undefined) return false;
    return !Array.isArray(value) || value.length > 0;
  });
  return (
    (body.page_number ?? 1) === 1 &&
    (body.sort ?? 'POPULARITY') === 'POPULARITY' &&
    filters.length === 0
  );
}
