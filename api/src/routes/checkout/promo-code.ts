import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { formatRoubles, kop } from '../../repositories/checkout/money.ts';
import {
  findPromoCode,
  isPromoCodeActive,
  normalizePromoCode,
  type PromoCode,
} from '../../repositories/checkout/promo-codes.ts';
import { updateState } from '../../repositories/checkout/state.ts';
import { RedeemPromoCodeSchema } from '../../schemas/checkout.ts';
import { loadOrder, reloadOrder } from './load.ts';
import { nowOf } from './owner.ts';
import { stepSchema } from './step-schema.ts';
import {
  PROMO_CODE_ALREADY_APPLIED_MESSAGE,
  PROMO_CODE_EXPIRED_MESSAGE,
  PROMO_CODE_UNKNOWN_MESSAGE,
} from '../../rules/messages/checkout.ts';

const PATH = '/v1/users/me/checkout/orders/:id';

export const promoCodeUnknown = () =>
  new HttpError(404, 'PROMO_CODE_UNKNOWN', PROMO_CODE_UNKNOWN_MESSAGE);
export const promoCodeExpired = () =>
  new HttpError(409, 'PROMO_CODE_EXPIRED', PROMO_CODE_EXPIRED_MESSAGE);
export const promoCodeMinSum = (code: PromoCode) =>
  new HttpError(
    409,
    'PROMO_CODE_MIN_SUM',
    `Промокод действует для заказов от ${formatRoubles(code.min_sum)}`,
    { min_sum: code.min_sum },
  );

/** One promo code per order: redeem it (a refusal says why) or take it back. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.auth;

  app.post(
    `${PATH}/redeem_promo_code`,
    stepSchema(
      'Apply a promo code: 404 PROMO_CODE_UNKNOWN, 409 PROMO_CODE_EXPIRED, PROMO_CODE_MIN_SUM or PROMO_CODE_ALREADY_APPLIED',
      RedeemPromoCodeSchema,
    ),
    async (request) => {
      const { owner, built } = await loadOrder(request, request.params.id);
      if (built.state.promo_code) {
        throw new HttpError(409, 'PROMO_CODE_ALREADY_APPLIED', PROMO_CODE_ALREADY_APPLIED_MESSAGE);
      }
      const typed = normalizePromoCode(request.body.promo_code);
      const code = typed ? await findPromoCode(db, owner.market_id, typed) : null;
      if (!code) throw promoCodeUnknown();
      if (!isPromoCodeActive(code, nowOf(request))) throw promoCodeExpired();
      const goods =
        kop(built.order.summary.subtotal) -
        kop(built.order.summary.discounts.promo) -
        kop(built.order.summary.discounts.customer);
      if (goods < kop(code.min_sum)) throw promoCodeMinSum(code);
      await updateState(db, built.state.id, { promo_code: code.code }, nowOf(request));
      return reloadOrder(request, request.params.id);
    },
  );

  app.post(
    `${PATH}/revoke_promo_code`,
    stepSchema('Take the promo code off the order', z.object({}).nullish()),
    async (request) => {
      const { built } = await loadOrder(request, request.params.id);
      // null is written as SQL NULL; undefined would leave the column alone
      await updateState(db, built.state.id, { promo_code: null }, nowOf(request));
      return reloadOrder(request, request.params.id);
    },
  );
};
