import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressSearch } from '../../repositories/checkout/address-search.ts';
import { AddressSearchRequestSchema, AddressSearchResponseSchema } from '../../schemas/checkout.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { MarketHeaders } from '../market-headers.ts';

const SUGGESTIONS = 10;

/** `POST /v1/address:search`: address suggestions, the request's city first. */
export const addressSearchRoutes: FastifyPluginAsyncZod<{ search: AddressSearch }> = async (
  app,
  { search },
) => {
  app.post(
    '/v1/address::search',
    {
      schema: {
        tags: ['checkout'],
        headers: MarketHeaders,
        summary:
          'Suggest postal addresses for what the buyer typed (the city of the headers first)',
        body: AddressSearchRequestSchema,
        response: { 200: AddressSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const query = request.body.query.trim();
      if (query.length < 2) return { addresses: [] };
      return {
        addresses: await search.suggest(query, SUGGESTIONS, request.city.cityFiasId),
      };
    },
  );
};
