import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/types.ts';
import { notFound } from '../../plugins/errors.ts';
import { findContentPage, listContentPages } from '../../repositories/pages/content-pages.ts';
import {
  ContentPageListSchema,
  ContentPageSchema,
  ContentSlugParamsSchema,
} from '../../schemas/pages.ts';
import { ErrorResponses } from '../market-headers.ts';
import { storeRoute } from '../store-route.ts';

const route = storeRoute('pages', ErrorResponses);

const CACHE = 'public, max-age=300';

/** The market's information pages: delivery, payment, warranty, terms and the like. */
export const contentPageRoutes =
  (db: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/pages/content',
      route('The information pages of the market, in menu order', {
        response: { 200: ContentPageListSchema },
      }),
      async (request, reply) => {
        reply.header('cache-control', CACHE);
        return { pages: await listContentPages(db, request.market) };
      },
    );
    app.get(
      '/v1/pages/content/:slug',
      route('An information page of the market with its SEO data; 404 for an unknown slug', {
        params: ContentSlugParamsSchema,
        response: { 200: ContentPageSchema },
      }),
      async (request, reply) => {
        const page = await findContentPage(db, request.market, request.params.slug);
        if (!page) throw notFound('Страница');
        reply.header('cache-control', CACHE);
        return page;
      },
    );
  };
