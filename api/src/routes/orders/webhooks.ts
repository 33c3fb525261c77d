import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import { HttpError } from '../../plugins/errors.ts';
import { applyNotification } from '../../repositories/orders/payments.ts';
import { findOrderRecipient } from '../../repositories/orders/history.ts';
import type { PaymentsConfig } from '../../payments/config.ts';
import type { PaymentProviders } from '../../payments/index.ts';
import { notifyBuyer } from './notify.ts';

const WebhookResultSchema = z.object({
  result: z
    .enum(['applied', 'duplicate', 'stale'])
    .describe('stale: older than what the payment already shows (arrived out of order)'),
});

/**
 * Notifications of the payment providers. The body is kept raw: the test acquirer signs the exact
 * bytes; ЮKassa's notification is only a hint, the payment is fetched from its API. Needs no
 * market header (the providers know no markets). 404 for a payment the store does not know yet,
 * so the provider retries it later.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  providers: PaymentProviders;
  config: PaymentsConfig;
}> = async (app, { providers, config }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhooks/payments/:provider',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A payment provider reports a change (test-acquirer: HMAC-signed; yookassa: verified by its API)',
        params: z.object({ provider: z.enum(['test-acquirer', 'yookassa']) }),
        body: z
          .string()
          .max(64 * 1024)
          .describe('The notification as the provider sent it (JSON)'),
        response: { 200: WebhookResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const provider = providers.byName.get(request.params.provider);
      if (!provider) throw new HttpError(404, 'NOT_FOUND', 'Платёжный сервис не подключён');
      const note = await provider.verifyNotification(request.body, request.headers);
      if (!note) {
        throw new HttpError(400, 'INVALID_NOTIFICATION', 'Уведомление не прошло проверку');
      }
      const outcome = await applyNotification(
        app.auth.db,
        { provider: provider.name, ...note },
        app.auth.clock(),
      );
      if (outcome.kind === 'unknown-payment') {
        throw new HttpError(404, 'PAYMENT_NOT_FOUND', 'Платёж не найден');
      }
      if (outcome.kind === 'applied' && outcome.change) {
        const order = await findOrderRecipient(app.auth.db, outcome.change.orderId);
        if (order) await notifyBuyer(app.auth, config, order, { status: outcome.change.to });
      }
      return { result: outcome.kind };
    },
  );
};
