import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Price } from '../../components/product/Price.tsx';
import { InvoiceLink } from './InvoiceLink.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderItems } from './OrderItems.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { PayOrderButton } from './PayOrderButton.tsx';
import { RepeatOrderButton } from './RepeatOrderButton.tsx';
import { formatOrderDate, ORDER_PAYMENT_STATUS_LABELS } from './labels.ts';
import { owes } from './order-payment.ts';
import actions from './OrderActions.module.scss';
import styles from './OrderDetails.module.scss';

export const OrderDetailsFragment = graphql(`
  fragment OrderDetails_order on Order {
    id
    createdAt
    ...OrderPayment_order @unmask
    payment {
      status
      error
      amountPaid {
        ...MoneyFields @unmask
      }
    }
    summary {
      goodsCount
      subtotal {
        ...MoneyFields @unmask
      }
      shipping {
        ...MoneyFields @unmask
      }
      total {
        ...MoneyFields @unmask
      }
    }
    items {
      id
      sku
      quantity
    }
    ...OrderItems_order
    ...OrderFacts_order
  }
`);

/**
 * An order in the cabinet: its status, what is owed and the ways to pay it, the lines, delivery,
 * contact and tracking, and «Повторить заказ».
 */
export function OrderDetails({ order }: { order: FragmentType<typeof OrderDetailsFragment> }) {
  const data = getFragmentData(OrderDetailsFragment, order);
  const { payment, summary } = data;
  const owing = owes(data);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.date}>от {formatOrderDate(data.createdAt)}</p>
        <OrderStatusBadge status={data.status} />
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.heading}>
              Товары <span className={styles.muted}>{summary.goodsCount} шт.</span>
            </h2>
            <OrderItems order={data} />
          </section>
          <OrderFacts order={data} />
        </div>

        <aside className={styles.side}>
          <section className={styles.card} aria-labelledby="order-payment">
            <h2 id="order-payment" className={styles.heading}>
              Оплата
            </h2>
            <dl className={styles.sums}>
              <dt>Товары</dt>
              <dd>
                <Price price={{ user: summary.subtotal }} size="sm" />
              </dd>
              <dt>Доставка</dt>
              <dd>
                <Price price={{ user: summary.shipping }} size="sm" />
              </dd>
              <dt className={styles.strong}>Итого</dt>
              <dd className={styles.strong}>
                <Price price={{ user: summary.total }} />
              </dd>
              <dt>Оплачено</dt>
              <dd>
                <Price price={{ user: payment.amountPaid }} size="sm" />
              </dd>
              <dt className={styles.strong}>Осталось оплатить</dt>
              <dd className={owing ? styles.due : styles.strong} data-testid="order-due">
                <Price price={{ user: payment.dueAmount }} />
              </dd>
            </dl>
            <p className={styles.paymentState}>{ORDER_PAYMENT_STATUS_LABELS[payment.status]}</p>
            {payment.error && owing && (
              <p className={styles.error} role="alert">
                Последняя оплата не прошла: {payment.error}
              </p>
            )}
            <div className={actions.actions}>
              {owing && payment.online && <PayOrderButton orderId={data.id} />}
              {data.invoiceUrl && <InvoiceLink url={data.invoiceUrl} />}
            </div>
          </section>
          <section className={styles.card}>
            <RepeatOrderButton lines={data.items} />
          </section>
        </aside>
      </div>
    </div>
  );
}
