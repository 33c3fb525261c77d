import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/types.ts';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import { brandIndex } from '../../repositories/catalog/brand-index.ts';
import { BrandIndexSchema } from '../../schemas/pages.ts';
import { seo } from '../catalog/seo.ts';
import { ErrorResponses } from '../market-headers.ts';
import { storeRoute } from '../store-route.ts';

const route = storeRoute('catalog', ErrorResponses, PUBLIC_MAX_AGE.reference);

/** The brands page: every brand of the catalogue with its product count. */
export const brandRoutes =
  (db: Sql, marketName: (market: string) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/brands',
      route('Brands of the market with their product counts, and the page SEO data', {
        response: { 200: BrandIndexSchema },
      }),
      async (request) => {
        const brands = await brandIndex(db);
        const name = marketName(request.market);
        return {
          brands,
          seo: seo(name, 'Бренды инструмента и оборудования', {
            h1: 'Бренды',
            description: `${brands.length} брендов в ${name}: ${brands
              .slice(0, 5)
              .map((b) => b.title)
              .join(', ')} и другие. Оригинальная продукция с гарантией производителя.`,
            keywords: `бренды, производители, ${name}`,
          }),
        };
      },
    );
  };
