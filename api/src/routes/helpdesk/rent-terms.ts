import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { findProductBrief } from '../../repositories/helpdesk/products.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { RentTermsSchema } from '../../schemas/helpdesk.ts';
import { MarketHeaders } from '../market-headers.ts';

/** Whether a product may be rented, so the product page offers a rent request only there. */
export const rentTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v0/helpdesk/products/:product_id/rent',
    {
      schema: {
        tags: ['helpdesk'],
        headers: MarketHeaders,
        summary: 'Whether the product may be rented',
        params: z.object({ product_id: z.coerce.number().int().positive() }),
        response: { 200: RentTermsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const product = await findProductBrief(app.auth.db, request.params.product_id);
      if (!product) throw new HttpError(404, 'PRODUCT_NOT_FOUND', 'Товар не найден');
      reply.header('cache-control', 'public, max-age=300');
      return { product_id: product.id, rent_allowed: product.rent_allowed };
    },
  );
};
