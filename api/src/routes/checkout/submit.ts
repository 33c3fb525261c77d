import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/plugin.ts';
import { HttpError } from '../../plugins/errors.ts';
import { buildCheckout } from '../../repositories/checkout/build.ts';
import { findPurchase } from '../../repositories/checkout/purchases.ts';
import {
  CheckoutOrderParamsSchema,
  CheckoutSchema,
  IdParamsSchema,
  IdempotencyHeadersSchema,
  PurchaseSchema,
  SubmitCheckoutSchema,
} from '../../schemas/checkout.ts';
import { MarketHeaders } from '../market-headers.ts';
import { sendConfirmations } from './confirmation.ts';
import { checkoutOwner, nowOf } from './owner.ts';
import { stepErrors } from './step-schema.ts';
import { submitCheckout } from './submit-service.ts';

/** The checkout as a whole, its submit, and the purchase page's data. */
export const submitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.auth;
  const tags = ['checkout'];

  app.patch(
    '/v1/users/me/checkout',
    {
      schema: {
        tags,
        headers: MarketHeaders,
        summary:
          'The checkout of the selected available cart items: one order per seller, with shipments',
        body: z.object({}).nullish(),
        response: { 200: CheckoutSchema, ...stepErrors },
      },
    },
    async (request) => {
      const owner = await checkoutOwner(request);
      const built = await buildCheckout(db, owner, nowOf(request));
      return { orders: built.map((b) => b.order) };
    },
  );

  app.post(
    '/v1/users/me/checkout/orders/:id/submit',
    {
      schema: {
        tags,
        headers: MarketHeaders.extend(IdempotencyHeadersSchema.shape),
        summary:
          'Place every order of the checkout (the id names one of them). 409 CHECKOUT_STEP_MISSING, OFFER_CHANGED, CHECKOUT_EMPTY, CREDIT_LIMIT_EXCEEDED, PROMO_CODE_*; the same Idempotency-Key gives the same purchase',
        params: CheckoutOrderParamsSchema,
        body: SubmitCheckoutSchema.nullish(),
        response: { 200: PurchaseSchema, ...stepErrors },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key']?.trim();
      if (!key) {
        throw new HttpError(
          400,
          'IDEMPOTENCY_KEY_REQUIRED',
          'Не указан ключ повтора запроса (заголовок Idempotency-Key)',
        );
      }
      const owner = await checkoutOwner(request);
      const comment = request.body?.comment?.trim() || null;
      const result = await submitCheckout(
        db,
        owner,
        request.params.id,
        key,
        comment,
        nowOf(request),
      );
      if (result.created.length > 0) {
        await sendConfirmations(app.auth.senders.EMAIL, request.log, result.created);
      }
      return result.purchase;
    },
  );

  app.get(
    '/v1/users/me/purchases/:id',
    {
      schema: {
        tags,
        headers: MarketHeaders,
        summary: 'A purchase of the user with the orders it created',
        params: IdParamsSchema,
        response: { 200: PurchaseSchema, ...stepErrors },
      },
    },
    async (request) => {
      const purchase = await findPurchase(db, requireUser(request).user_id, request.params.id);
      if (!purchase) throw new HttpError(404, 'PURCHASE_NOT_FOUND', 'Покупка не найдена');
      return purchase;
    },
  );
};
