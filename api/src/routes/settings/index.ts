import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketRepository } from '../../repositories/market/markets.ts';
import { LayoutSchema } from '../../schemas/layout.ts';
import { MarketSettingsSchema } from '../../schemas/settings.ts';
import { HomePageSchema } from '../../schemas/home.ts';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import { ErrorResponses } from '../market-headers.ts';
import { storeRoute } from '../store-route.ts';

const route = storeRoute('market', ErrorResponses, PUBLIC_MAX_AGE.market);
const pageRoute = storeRoute('pages', ErrorResponses, PUBLIC_MAX_AGE.market);

/** Settings, layout and home page of the request's market. */
export const marketRoutes =
  (markets: MarketRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/settings',
      route('Settings and configuration of the market', {
        response: { 200: MarketSettingsSchema },
      }),
      async (request) => markets.get(request.market).settings,
    );
    app.get(
      '/v1/layout',
      route('Header, footer and mobile navigation', { response: { 200: LayoutSchema } }),
      async (request) => markets.get(request.market).layout,
    );
    app.get(
      '/v1/pages/home',
      pageRoute('Home page content', { response: { 200: HomePageSchema } }),
      async (request) => markets.get(request.market).home,
    );
  };
