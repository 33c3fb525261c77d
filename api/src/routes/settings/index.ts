import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketRepository } from '../../repositories/market/markets.ts';
import { LayoutSchema } from '../../schemas/layout.ts';
import { MarketSettingsSchema } from '../../schemas/settings.ts';
import { HomePageSchema } from '../../schemas/home.ts';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import { ErrorResponses, MarketHeaders } from '../market-headers.ts';

/** Settings, layout and home page of the request's market. */
export const marketRoutes =
  (markets: MarketRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/settings',
      {
        config: { publicMaxAge: PUBLIC_MAX_AGE.market },
        schema: {
          tags: ['market'],
          summary: 'Settings and configuration of the market',
          headers: MarketHeaders,
          response: { 200: MarketSettingsSchema, ...ErrorResponses },
        },
      },
      async (request) => markets.get(request.market).settings,
    );
    app.get(
      '/v1/layout',
      {
        config: { publicMaxAge: PUBLIC_MAX_AGE.market },
        schema: {
          tags: ['market'],
          summary: 'Header, footer and mobile navigation',
          headers: MarketHeaders,
          response: { 200: LayoutSchema, ...ErrorResponses },
        },
      },
      async (request) => markets.get(request.market).layout,
    );
    app.get(
      '/v1/pages/home',
      {
        config: { publicMaxAge: PUBLIC_MAX_AGE.market },
        schema: {
          tags: ['pages'],
          summary: 'Home page content',
          headers: MarketHeaders,
          response: { 200: HomePageSchema, ...ErrorResponses },
        },
      },
      async (request) => markets.get(request.market).home,
    );
  };
