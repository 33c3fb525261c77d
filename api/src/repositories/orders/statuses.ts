import { ORDER_STATUS_TITLES } from '../../rules/order-statuses.ts';
import type {
  AggregatedOrderStatus,
  OrderPaymentStatus,
  OrderStatus,
} from '../../schemas/orders.ts';

const AGGREGATE: Record<OrderStatus, AggregatedOrderStatus> = {
  NEW: 'ACTIVE',
  AWAITING_PAYMENT: 'AWAITING_PAYMENT',
  PAID: 'ACTIVE',
  ASSEMBLING: 'ACTIVE',
  SHIPPED: 'ACTIVE',
  READY_FOR_PICKUP: 'ACTIVE',
  RECEIVED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
};

export function aggregatedStatus(status: OrderStatus): AggregatedOrderStatus {
  return AGGREGATE[status];
}

/** The order statuses behind one aggregated status (the list filter). */
export function statusesOf(aggregated: AggregatedOrderStatus): OrderStatus[] {
  return (Object.keys(AGGREGATE) as OrderStatus[]).filter((s) => AGGREGATE[s] === aggregated);
}

/** Where the back office may move an order from each status; RECEIVED and CANCELLED are final. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  NEW: ['AWAITING_PAYMENT', 'PAID', 'ASSEMBLING', 'CANCELLED'],
  AWAITING_PAYMENT: ['PAID', 'ASSEMBLING', 'CANCELLED'],
  PAID: ['ASSEMBLING', 'SHIPPED', 'READY_FOR_PICKUP', 'CANCELLED'],
  ASSEMBLING: ['SHIPPED', 'READY_FOR_PICKUP', 'CANCELLED'],
  SHIPPED: ['READY_FOR_PICKUP', 'RECEIVED', 'CANCELLED'],
  READY_FOR_PICKUP: ['RECEIVED', 'CANCELLED'],
  RECEIVED: [],
  CANCELLED: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The status words of e-mails to the buyer: the same words the cabinet shows. */
export const STATUS_TITLES: Record<OrderStatus, string> = ORDER_STATUS_TITLES;

/** Money in kopecks, so sums of partial payments never drift. */
export function paymentStatus(totalKopecks: number, paidKopecks: number): OrderPaymentStatus {
  if (paidKopecks <= 0) return 'NOT_PAID';
  return paidKopecks >= totalKopecks ? 'PAID' : 'PARTIALLY_PAID';
}
