/**
 * The REST shapes of the orders calls (spec sections 3 and 7, snake_case on the wire), as the API's
 * contract declares them.
 */
import type {
  Order,
  OrderList,
  OrderTracking,
  OrderTrackingList,
  PayOrderResponse,
  Payment,
} from '@store/api/contract';

export type OrderDto = Order;
export type OrderContactDto = Order['contact'];
export type OrderItemDto = Order['items'][number];
export type OrderListDto = OrderList;
export type OrderTrackingDto = OrderTracking;
export type OrderTrackingListDto = OrderTrackingList;
export type PaymentDto = Payment;
export type PaymentStartDto = PayOrderResponse;
