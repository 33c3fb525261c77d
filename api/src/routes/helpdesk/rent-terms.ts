import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { findProductBrief } from '../../repositories/helpdesk/products.ts';
import { PUBLIC_MAX_AGE } from '../../plugins/public-cache.ts';
import { RentTermsSchema } from '../../schemas/helpdesk.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../rules/messages/helpdesk.ts';

const route = storeRoute('helpdesk', errorAnswers(400, 404), PUBLIC_MAX_AGE.reference);

/** Whether a product may be rented, so the product page offers a rent request only there. */
export const rentTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v0/helpdesk/products/:product_id/rent',
    route('Whether the product may be rented', {
      params: z.object({ product_id: z.coerce.number().int().positive() }),
      response: { 200: RentTermsSchema },
    }),
    async (request) => {
      const product = await findProductBrief(app.auth.db, request.params.product_id);
      if (!product) throw new HttpError(404, 'PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
      return { product_id: product.id, rent_allowed: product.rent_allowed };
    },
  );
};
