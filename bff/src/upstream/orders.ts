import DataLoader from 'dataloader';
import { nullOn404 } from '../errors.ts';
import type {
  OrderDto,
  OrderListDto,
  OrderTrackingDto,
  OrderTrackingListDto,
  PaymentDto,
  PaymentStartDto,
} from './orders-contract.ts';
import type { StoreApi } from './store-api.ts';
import type { RequestLoaders } from './loaders.ts';

export type * from './orders-contract.ts';

/** The spec's defaults for the order list (section 9): page 1 of 20. */
export const ORDERS_PAGE_SIZE = 20;

export interface OrderListArgs {
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
  aggregatedStatus?: string | null | undefined;
}

const orderPath = (id: string) => `/v1/users/me/orders/${encodeURIComponent(id)}`;

/** One page of the current account's orders with the status facet. */
export function listOrders(api: StoreApi, args: OrderListArgs): Promise<OrderListDto> {
  return api.get<OrderListDto>('/v1/users/me/orders', {
    page_number: args.pageNumber ?? 1,
    page_size: args.pageSize ?? ORDERS_PAGE_SIZE,
    'filter.aggregated_status': args.aggregatedStatus ?? undefined,
  });
}

/** An order of the current account; null when it is unknown or not visible to the user. */
export const getOrder = (api: StoreApi, id: string) => nullOn404(api.get<OrderDto>(orderPath(id)));

/** An online payment of the user's orders; null when unknown. */
export const getPayment = (api: StoreApi, id: string) =>
  nullOn404(api.get<PaymentDto>(`/v1/users/me/payments/${encodeURIComponent(id)}`));

/**
 * Starts (or, with the same key, finds again) an online payment. Throws UpstreamError: 404 for an
 * unknown order, 409 when the order cannot be paid online now.
 */
export function payOrder(
  api: StoreApi,
  orderId: string,
  idempotencyKey: string,
): Promise<PaymentStartDto> {
  return api.post<PaymentStartDto>(
    `/v0/orders/${encodeURIComponent(orderId)}/actions/pay`,
    {},
    { headers: { 'idempotency-key': idempotencyKey } },
  );
}

/** The address of an order's invoice PDF, through the web server's proxy to the API. */
export const invoicePath = (orderId: string) => `/v0/orders/${encodeURIComponent(orderId)}/invoice`;

/**
 * The request's tracking loader: the tracking of every order resolved in one GraphQL operation
 * (a page of the list) is one `GET /v0/orders/tracking?ids[]=…`.
 */
function trackingLoader(api: StoreApi, loaders: RequestLoaders) {
  return loaders.get(
    'tracking',
    () =>
      new DataLoader<string, OrderTrackingDto[]>(async (ids) => {
        const res = await api.get<OrderTrackingListDto>('/v0/orders/tracking', {
          'ids[]': [...ids],
        });
        const byOrder = new Map(res.orders.map((entry) => [entry.order_id, entry.tracking]));
        return ids.map((id) => byOrder.get(id) ?? []);
      }),
  );
}

/** The parcels of an order; the calls of one GraphQL operation are batched into one. */
export function loadTracking(
  api: StoreApi,
  loaders: RequestLoaders,
  orderId: string,
): Promise<OrderTrackingDto[]> {
  return trackingLoader(api, loaders).load(orderId);
}
