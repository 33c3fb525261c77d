import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';
import { InvoiceLink } from './InvoiceLink.tsx';
import { owes } from './order-payment.ts';
import { PayOrderButton } from './PayOrderButton.tsx';
import styles from './OrderActions.module.scss';

export const OrderPaymentActionsQuery = graphql(`
  query OrderPaymentActions($id: ID!) {
    order(id: $id) {
      id
      ...OrderPayment_order @unmask
    }
  }
`);

/**
 * The pay and invoice actions of one order, for pages that list orders by id (the purchase page).
 * Extra to that page: while loading or on failure it shows nothing and never breaks it.
 */
export function OrderPaymentActions({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderPaymentActionsQuery, { variables: { id: orderId } });
  const order = data?.order;
  if (!order) return null;
  const canPay = owes(order) && order.payment.online;
  if (!canPay && !order.invoiceUrl) return null;
  return (
    <div className={styles.inline}>
      {canPay && <PayOrderButton orderId={order.id} label={`Оплатить заказ № ${order.number}`} />}
      {order.invoiceUrl && <InvoiceLink url={order.invoiceUrl} />}
    </div>
  );
}
