import type { PaymentResolvers } from '../../__generated__/resolvers-types.ts';
import { money } from './money.ts';

export const Payment: PaymentResolvers = {
  id: (p) => p.id,
  status: (p) => p.status,
  amount: (p) => money(p.amount),
  error: (p) => p.error || null,
  orderId: (p) => p.order_id,
  orderNumber: (p) => p.order_number,
};
