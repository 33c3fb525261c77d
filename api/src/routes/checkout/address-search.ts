import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressSearch } from '../../repositories/checkout/address-search.ts';
import { AddressSearchRequestSchema, AddressSearchResponseSchema } from '../../schemas/checkout.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('checkout', errorAnswers(400));

const SUGGESTIONS = 10;

/** `POST /v1/address:search`: address suggestions, the request's city first. */
export const addressSearchRoutes: FastifyPluginAsyncZod<{ search: AddressSearch }> = async (
  app,
  { search },
) => {
  app.post(
    '/v1/address::search',
    route('Suggest postal addresses for what the buyer typed (the city of the headers first)', {
      body: AddressSearchRequestSchema,
      response: { 200: AddressSearchResponseSchema },
    }),
    async (request) => {
      const query = request.body.query.trim();
      if (query.length < 2) return { addresses: [] };
      return {
        addresses: await search.suggest(query, SUGGESTIONS, request.city.cityFiasId),
      };
    },
  );
};
