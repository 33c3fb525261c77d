import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors.ts';
import { findPaymentWithOrder } from '../../repositories/orders/payments.ts';
import { storeUrl, type PaymentsConfig } from '../../payments/config.ts';
import { toRoubleString } from '../../payments/provider.ts';
import {
  SIGNATURE_HEADER,
  signAcquirerBody,
  type AcquirerNotification,
} from '../../payments/test-acquirer.ts';
import { cardOutcome, THREE_DS_CODE, THREE_DS_FAILED } from '../../payments/test-cards.ts';
import { formatKopecks } from '../../invoices/money.ts';
import { cardPage, finishedPage, threeDsPage, type AcquirerView } from './dev-acquirer-page.ts';

const Params = z.object({ payment_id: z.string().min(1).max(100) });
const html = z.string().describe('An HTML page');

/**
 * The built-in test acquirer's hosted card page (outside production, or with TEST_ACQUIRER=true):
 * the buyer types a test card, the acquirer sends the store a signed notification, exactly as a
 * real provider would, and sends the buyer back to the store's payment page.
 */
export const devAcquirerRoutes: FastifyPluginAsyncZod<{ config: PaymentsConfig }> = async (
  app,
  { config },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function load(id: string) {
    const payment = await findPaymentWithOrder(app.auth.db, id);
    if (!payment || payment.provider !== 'test-acquirer' || !payment.provider_payment_id) {
      throw notFound('Платёж');
    }
    const view: AcquirerView = {
      paymentId: payment.id,
      orderNumber: payment.order_number,
      amount: formatKopecks(Math.round(payment.amount * 100)),
    };
    const returnUrl = storeUrl(config, payment.market_id, `/cabinet/payment/${payment.id}`);
    const open = payment.status === 'PENDING' || payment.status === 'WAITING_FOR_CAPTURE';
    return { payment, view, returnUrl, open };
  }

  /** Reports the outcome to the store's webhook, signed, through the whole HTTP stack. */
  async function report(
    payment: { provider_payment_id: string | null; amount: number },
    status: 'SUCCEEDED' | 'CANCELED',
    error: string | null,
  ): Promise<void> {
    const id = payment.provider_payment_id ?? '';
    const notification: AcquirerNotification = {
      event_id: `${id}:${status}`,
      payment_id: id,
      status,
      amount: toRoubleString(Math.round(payment.amount * 100)),
      error,
    };
    const body = JSON.stringify(notification);
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/payments/test-acquirer',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signAcquirerBody(config.acquirerSecret, body),
      },
      payload: body,
    });
    if (response.statusCode !== 200) {
      app.log.error(
        { status: response.statusCode, body: response.body },
        'acquirer webhook refused',
      );
    }
  }

  const schema = (summary: string) => ({
    tags: ['development'],
    summary,
    params: Params,
    response: { 200: html },
  });

  app.get(
    '/_dev/acquirer/:payment_id',
    { schema: schema('The test acquirer’s card page (development and test deployments)') },
    async (request, reply) => {
      const { view, returnUrl, open } = await load(request.params.payment_id);
      return reply
        .type('text/html; charset=utf-8')
        .send(open ? cardPage(view) : finishedPage(view, returnUrl));
    },
  );

  app.post(
    '/_dev/acquirer/:payment_id',
    {
      schema: {
        ...schema('Pays with a test card: succeeds, fails or asks for 3-D Secure'),
        body: z.object({
          card: z.string().max(40),
          expiry: z.string().max(10).optional(),
          cvc: z.string().max(4).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { payment, view, returnUrl, open } = await load(request.params.payment_id);
      if (!open) return reply.redirect(returnUrl, 303);
      const outcome = cardOutcome(request.body.card);
      if (outcome.kind === 'unknown') {
        return reply
          .type('text/html; charset=utf-8')
          .send(cardPage({ ...view, error: 'Это не тестовая карта: возьмите одну из списка' }));
      }
      if (outcome.kind === 'three-ds')
        return reply.type('text/html; charset=utf-8').send(threeDsPage(view));
      if (outcome.kind === 'success') await report(payment, 'SUCCEEDED', null);
      else await report(payment, 'CANCELED', outcome.error);
      return reply.redirect(returnUrl, 303);
    },
  );

  app.post(
    '/_dev/acquirer/:payment_id/3ds',
    {
      schema: {
        ...schema('Confirms a 3-D Secure payment with the test code 123456'),
        body: z.object({ code: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const { payment, returnUrl, open } = await load(request.params.payment_id);
      if (!open) return reply.redirect(returnUrl, 303);
      if (request.body.code.trim() === THREE_DS_CODE) await report(payment, 'SUCCEEDED', null);
      else await report(payment, 'CANCELED', THREE_DS_FAILED);
      return reply.redirect(returnUrl, 303);
    },
  );
};
