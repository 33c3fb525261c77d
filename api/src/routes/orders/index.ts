import type { FastifyPluginAsync } from 'fastify';
import { orderStatusFeedRoutes } from '../../feeds/order-status-routes.ts';
import { readPaymentsConfig, type PaymentsConfig } from '../../payments/config.ts';
import { createProviders } from '../../payments/index.ts';
import { devAcquirerRoutes } from './dev-acquirer.ts';
import { invoiceRoutes } from './invoice.ts';
import { orderReadRoutes } from './list.ts';
import { payRoutes } from './pay.ts';
import { webhookRoutes } from './webhooks.ts';

/**
 * Orders after submit: the cabinet's list and order, tracking, online payments through the
 * configured provider and their webhooks, invoices, the back office's status feed, and the test
 * acquirer's card page where it is on. Registered after the account feature (sessions).
 */
export const ordersFeature: FastifyPluginAsync<{
  payments?: PaymentsConfig;
  feedToken?: string | undefined;
}> = async (app, options) => {
  const config = options.payments ?? readPaymentsConfig();
  const providers = createProviders(config);
  await app.register(orderReadRoutes);
  await app.register(payRoutes, { providers, config });
  await app.register(invoiceRoutes);
  await app.register(webhookRoutes, { providers, config });
  await app.register(orderStatusFeedRoutes, { token: options.feedToken, config });
  if (config.testAcquirer) {
    await app.register(devAcquirerRoutes, { config });
    if (config.yookassa === null && process.env.NODE_ENV === 'production') {
      app.log.warn('TEST_ACQUIRER is on in production: orders are "paid" with test cards');
    }
  }
};
