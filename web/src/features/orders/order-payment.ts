import { graphql } from '../../__generated__/gql.ts';

/** What the pay and invoice actions of an order read: what is owed, and how it may be paid. */
export const OrderPaymentFragment = graphql(`
  fragment OrderPayment_order on Order {
    id
    number
    status
    invoiceUrl
    payment {
      online
      dueAmount {
        ...MoneyFields @unmask
      }
    }
  }
`);

/** The order still owes money: something is due and it is not cancelled. */
export function owes(order: {
  status: string;
  payment: { dueAmount: { amount: number } };
}): boolean {
  return order.payment.dueAmount.amount > 0 && order.status !== 'CANCELLED';
}
