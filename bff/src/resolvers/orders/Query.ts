import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { getOrder, getPayment, listOrders } from '../../upstream/orders.ts';

/** Orders of the current account; an unknown or foreign order or payment resolves to null. */
export const Query: QueryResolvers = {
  orders: async (_p, args, { api }) => {
    const page = await listOrders(api, args);
    return {
      orders: page.orders,
      pageInfo: {
        pageNumber: page.page_number,
        pageSize: page.page_size,
        totalSize: page.total_size,
        totalPages: Math.ceil(page.total_size / Math.max(1, page.page_size)),
      },
      statusFacet: (page.facets.find((f) => f.type === 'aggregated_status')?.buckets ?? []).map(
        (bucket) => ({
          status: bucket.value,
          count: bucket.count,
        }),
      ),
    };
  },
  order: (_p, { id }, { api }) => getOrder(api, id),
  payment: (_p, { id }, { api }) => getPayment(api, id),
};
