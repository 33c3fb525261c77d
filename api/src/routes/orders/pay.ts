import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  OrderIdParamsSchema,
  PaymentSchema,
  PayOrderHeadersSchema,
  PayOrderRequestSchema,
  PayOrderResponseSchema,
  type PayOrderResponse,
} from '../../schemas/orders.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { findOrder } from '../../repositories/orders/orders.ts';
import {
  claimPayment,
  findPayment,
  findPaymentByKey,
  findVisiblePayment,
  markPaymentCreated,
  markPaymentFailed,
  type PaymentRow,
} from '../../repositories/orders/payments.ts';
import { storeUrl, type PaymentsConfig } from '../../payments/config.ts';
import type { PaymentProviders } from '../../payments/index.ts';
import { MarketHeaders } from '../market-headers.ts';
import { orderScope } from './scope.ts';

/** How long a concurrent pay call with the same key waits for the first one to reach the provider. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

const answer = (payment: PaymentRow): PayOrderResponse => {
  if (payment.status === 'CANCELED' && !payment.confirmation_url) {
    throw new HttpError(
      502,
      'PAYMENT_PROVIDER_FAILED',
      'Платёжный сервис недоступен, попробуйте позже',
    );
  }
  return {
    payment_id: payment.id,
    confirmation_url: payment.confirmation_url ?? '',
    status: payment.status === 'CREATING' ? 'PENDING' : payment.status,
  };
};

export const payRoutes: FastifyPluginAsyncZod<{
  providers: PaymentProviders;
  config: PaymentsConfig;
}> = async (app, { providers, config }) => {
  const { db } = app.auth;
  const now = () => app.auth.clock();

  async function settled(id: string): Promise<PaymentRow> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const payment = await findPayment(db, id);
      if (!payment) throw new Error(`payment ${id} vanished`);
      if (payment.status !== 'CREATING') return payment;
      if (Date.now() > until) {
        throw new HttpError(409, 'PAYMENT_IN_PROGRESS', 'Платёж уже создаётся, повторите запрос');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  app.post(
    '/v0/orders/:id/actions/pay',
    {
      schema: {
        tags: ['orders'],
        headers: MarketHeaders.extend(PayOrderHeadersSchema.shape),
        summary:
          'Starts an online payment of the due amount (or a part of it); the same Idempotency-Key ' +
          'answers the same payment, so a retry never charges twice',
        params: OrderIdParamsSchema,
        body: PayOrderRequestSchema,
        response: {
          200: PayOrderResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          502: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { member, scope } = await orderScope(request);
      const order = await findOrder(db, scope, request.params.id);
      if (!order) throw notFound('Заказ');
      const provider = providers.active;
      if (!provider) {
        throw new HttpError(503, 'PAYMENTS_UNAVAILABLE', 'Онлайн-оплата сейчас недоступна');
      }
      const key = request.headers['idempotency-key'];
      const again = async (payment: PaymentRow) => {
        if (payment.order_id !== order.id) {
          throw new HttpError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'Ключ идемпотентности уже использован для другого заказа',
          );
        }
        return answer(await settled(payment.id));
      };
      // A retry finds its payment even when the order is paid by now.
      const earlier = await findPaymentByKey(db, member.userId, key);
      if (earlier) return again(earlier);

      if (order.status === 'CANCELLED' || order.status === 'RECEIVED') {
        throw new HttpError(409, 'ORDER_NOT_PAYABLE', 'Заказ нельзя оплатить');
      }
      const due = Math.round(order.payment.due_amount * 100);
      if (due <= 0) throw new HttpError(409, 'ORDER_ALREADY_PAID', 'Заказ уже оплачен');
      const wanted =
        request.body.amount === undefined ? due : Math.round(request.body.amount * 100);
      if (wanted > due) {
        throw new HttpError(
          400,
          'PAYMENT_AMOUNT_TOO_LARGE',
          'Сумма больше, чем осталось оплатить',
          {
            due_amount: order.payment.due_amount,
          },
        );
      }
      const claim = await claimPayment(db, {
        orderId: order.id,
        userId: member.userId,
        key,
        provider: provider.name,
        amountKopecks: wanted,
        now: now(),
      });
      // Only the call that inserted the payment asks the provider; the others wait for it.
      if (!claim.created) return again(claim.payment);
      try {
        const created = await provider.createPayment({
          paymentId: claim.payment.id,
          orderId: order.id,
          orderNumber: order.number,
          amountKopecks: wanted,
          description: `Оплата заказа ${order.number}`,
          returnUrl: storeUrl(config, request.market, `/cabinet/payment/${claim.payment.id}`),
        });
        await markPaymentCreated(db, claim.payment.id, created, now());
      } catch (error) {
        request.log.error({ err: error, provider: provider.name }, 'payment creation failed');
        await markPaymentFailed(db, claim.payment.id, 'Платёжный сервис недоступен', now());
      }
      const payment = await findPayment(db, claim.payment.id);
      if (!payment) throw new Error('payment vanished');
      return answer(payment);
    },
  );

  app.get(
    '/v1/users/me/payments/:id',
    {
      schema: {
        tags: ['orders'],
        headers: MarketHeaders,
        summary: 'An online payment of an order the user sees (the payment page follows it)',
        params: OrderIdParamsSchema,
        response: { 200: PaymentSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { scope } = await orderScope(request);
      const payment = await findVisiblePayment(db, scope, request.params.id);
      if (!payment) throw notFound('Платёж');
      return payment;
    },
  );
};
