import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderStatusFeedResultSchema, OrderStatusFeedSchema } from '../schemas/orders.ts';
import type { PaymentsConfig } from '../payments/config.ts';
import { notifyBuyer } from '../routes/orders/notify.ts';
import { applyOrderFeed } from './order-status.ts';
import { FeedErrors, FeedHeaders, requireFeedToken } from './routes.ts';

/**
 * `POST /internal/v1/feeds/order-status`: the back office reports status changes, tracking
 * numbers and bank transfers, with `Authorization: Bearer <FEED_TOKEN>` (the token of the price
 * feed); without FEED_TOKEN the feed is off (503).
 */
export const orderStatusFeedRoutes: FastifyPluginAsyncZod<{
  token: string | undefined;
  config: PaymentsConfig;
}> = async (app, { token, config }) => {
  app.post(
    '/internal/v1/feeds/order-status',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Order status changes, tracking numbers and bank transfers from the back office (bearer FEED_TOKEN); the buyer gets an e-mail for each change',
        headers: FeedHeaders,
        body: OrderStatusFeedSchema,
        response: {
          200: OrderStatusFeedResultSchema,
          ...FeedErrors,
        },
      },
    },
    async (request) => {
      requireFeedToken(token, request.headers.authorization, {
        unavailable: 'Обмен заказами не настроен',
        wrongToken: 'Неверный токен обмена',
      });
      const result = await applyOrderFeed(
        {
          db: app.auth.db,
          now: () => app.auth.clock(),
          notify: (order, news) => notifyBuyer(app.auth, config, order, news),
        },
        request.body,
      );
      request.log.debug(
        { applied: result.applied, total: result.results.length },
        'order status feed applied',
      );
      return result;
    },
  );
};
