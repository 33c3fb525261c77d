import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/types.ts';
import { notFound } from '../../plugins/errors.ts';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import { findContentPage, listContentPages } from '../../repositories/pages/content-pages.ts';
import {
  ContentPageListSchema,
  ContentPageSchema,
  ContentSlugParamsSchema,
} from '../../schemas/pages.ts';
import { ErrorResponses } from '../market-headers.ts';
import { storeRoute } from '../store-route.ts';

const route = storeRoute('pages', ErrorResponses, PUBLIC_MAX_AGE.market);

/** The market's information pages: delivery, payment, warranty, terms and the like. */
export const contentPageRoutes =
  (db: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/pages/content',
      route('The information pages of the market, in menu order', {
        response: { 200: ContentPageListSchema },
      }),
      async (request) => ({ pages: await listContentPages(db, request.market) }),
    );
    app.get(
      '/v1/pages/content/:slug',
      route('An information page of the market with its SEO data; 404 for an unknown slug', {
        params: ContentSlugParamsSchema,
        response: { 200: ContentPageSchema },
      }),
      async (request) => {
        const page = await findContentPage(db, request.market, request.params.slug);
        if (!page) throw notFound('Страница');
        return page;
      },
    );
  };
