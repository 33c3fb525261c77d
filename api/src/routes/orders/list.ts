import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  AGGREGATED_ORDER_STATUSES,
  LegacyOrderListQuerySchema,
  LegacyOrderListSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  OrderTrackingListSchema,
  OrderTrackingQuerySchema,
} from '../../schemas/orders.ts';
import { notFound } from '../../plugins/errors.ts';
import {
  findOrder,
  listOrders,
  trackingOf,
  visibleOrderIds,
} from '../../repositories/orders/orders.ts';
import { orderScope } from './scope.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('orders', errorAnswers(400, 401));
const orderNotFound = () => notFound('Заказ');

/** The cabinet's order list and order (v1), the spec's older v0 calls over the same data, tracking. */
export const orderReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.auth;
  /** One order of the current account; the cabinet's call and the older one answer alike. */
  const getOrder = (url: string, summary: string) =>
    app.get(
      url,
      route(summary, {
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, 404: ApiErrorSchema },
      }),
      async (request) => {
        const order = await findOrder(db, (await orderScope(request)).scope, request.params.id);
        if (!order) throw orderNotFound();
        return order;
      },
    );

  app.get(
    '/v1/users/me/orders',
    route(
      'Orders of the current account in this market, newest first, with the aggregated_status facet',
      { querystring: OrderListQuerySchema, response: { 200: OrderListSchema } },
    ),
    async (request) => {
      const { scope } = await orderScope(request);
      const { page_size: size, page_number: number } = request.query;
      const selected = request.query['filter.aggregated_status'];
      const page = await listOrders(db, scope, {
        limit: size,
        offset: (number - 1) * size,
        aggregatedStatus: selected,
        withItems: true,
      });
      return {
        orders: page.orders,
        total_size: page.total,
        page_size: size,
        page_number: number,
        facets: [
          {
            type: 'aggregated_status' as const,
            buckets: AGGREGATED_ORDER_STATUSES.map((value) => ({
              value,
              count: page.counts[value],
              selected: value === selected,
            })),
          },
        ],
      };
    },
  );

  getOrder(
    '/v1/users/me/orders/:id',
    'One order of the current account with items, payment and tracking',
  );

  app.get(
    '/v0/orders',
    route('Orders by offset (the older call): pagination.total and entities', {
      querystring: LegacyOrderListQuerySchema,
      response: { 200: LegacyOrderListSchema },
    }),
    async (request) => {
      const { scope } = await orderScope(request);
      const { from, size, verbose } = request.query;
      const page = await listOrders(db, scope, {
        limit: size,
        offset: from,
        withItems: verbose === 'true',
      });
      return { pagination: { total: page.total, from, size }, entities: page.orders };
    },
  );

  app.get(
    '/v0/orders/tracking',
    route('Tracking numbers of several orders in one call; orders not visible are left out', {
      querystring: OrderTrackingQuerySchema,
      response: { 200: OrderTrackingListSchema },
    }),
    async (request) => {
      const { scope } = await orderScope(request);
      const ids = await visibleOrderIds(db, scope, [...new Set(request.query['ids[]'])]);
      const tracking = await trackingOf(db, ids);
      return { orders: ids.map((id) => ({ order_id: id, tracking: tracking.get(id) ?? [] })) };
    },
  );

  getOrder('/v0/orders/:id', 'One order (the older call), the same as /v1/users/me/orders/{id}');
};
