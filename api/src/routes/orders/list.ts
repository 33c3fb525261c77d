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
import { MarketHeaders } from '../market-headers.ts';
import { orderScope } from './scope.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
const orderNotFound = () => notFound('Заказ');

/** The cabinet's order list and order (v1), the spec's older v0 calls over the same data, tracking. */
export const orderReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.auth;

  app.get(
    '/v1/users/me/orders',
    {
      schema: {
        tags: ['orders'],
        headers: MarketHeaders,
        summary:
          'Orders of the current account in this market, newest first, with the aggregated_status facet',
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
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

  app.get(
    '/v1/users/me/orders/:id',
    {
      schema: {
        tags: ['orders'],
        headers: MarketHeaders,
        summary: 'One order of the current account with items, payment and tracking',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { scope } = await orderScope(request);
      const order = await findOrder(db, scope, request.params.id);
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.get(
    '/v0/orders',
    {
      schema: {
        tags: ['orders'],
        headers: MarketHeaders,
        summary: 'Orders by offset (the older call): pagination.total and entities',
        querystring: LegacyOrderListQuerySchema,
        response: { 200: LegacyOrderListSchema, ...errors },
      },
    },
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
    {
      schema: {
        tags: ['orders'],
        headers: MarketHeaders,
        summary: 'Tracking numbers of several orders in one call; orders not visible are left out',
        querystring: OrderTrackingQuerySchema,
        response: { 200: OrderTrackingListSchema, ...errors },
      },
    },
    async (request) => {
      const { scope } = await orderScope(request);
      const ids = await visibleOrderIds(db, scope, [...new Set(request.query['ids[]'])]);
      const tracking = await trackingOf(db, ids);
      return { orders: ids.map((id) => ({ order_id: id, tracking: tracking.get(id) ?? [] })) };
    },
  );

  app.get(
    '/v0/orders/:id',
    {
      schema: {
        tags: ['orders'],
        headers: MarketHeaders,
        summary: 'One order (the older call), the same as /v1/users/me/orders/{id}',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { scope } = await orderScope(request);
      const order = await findOrder(db, scope, request.params.id);
      if (!order) throw orderNotFound();
      return order;
    },
  );
};
