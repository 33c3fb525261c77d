import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import type { OrderAggregatedStatus } from '../../__generated__/graphql.ts';
import { Price } from '../../components/product/Price.tsx';
import { formatOrderDate, orderPath, STATUS_FACET_LABELS } from './labels.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderStatusFilter } from './OrderStatusFilter.tsx';
import styles from './OrderList.module.scss';

export const OrderListConnectionFragment = graphql(`
  fragment OrderList_connection on OrderConnection {
    statusFacet {
      status
      count
    }
    pageInfo {
      totalSize
    }
    orders {
      id
      number
      status
      createdAt
      sellerTitle
      summary {
        goodsCount
        total {
          ...MoneyFields @unmask
        }
      }
      payment {
        dueAmount {
          ...MoneyFields @unmask
        }
      }
    }
  }
`);

/**
 * The cabinet's order list: the status filter with counts and, for each order, its number, date,
 * status, total and what is still owed. An empty list says why and leads on.
 */
export function OrderList({
  connection,
  selected,
}: {
  connection: FragmentType<typeof OrderListConnectionFragment>;
  selected: OrderAggregatedStatus | null;
}) {
  const { statusFacet, orders } = getFragmentData(OrderListConnectionFragment, connection);
  const hasAny = statusFacet.some((bucket) => bucket.count > 0);
  if (!hasAny) return <NoOrders />;
  return (
    <div className={styles.list}>
      <OrderStatusFilter facet={statusFacet} selected={selected} />
      {orders.length === 0 ? (
        <p className={styles.none} role="status">
          {selected
            ? `Нет заказов в разделе «${STATUS_FACET_LABELS[selected]}».`
            : 'На этой странице заказов нет.'}{' '}
          <Link to="/cabinet/orders">Показать все заказы</Link>
        </p>
      ) : (
        <ul className={styles.orders} aria-label="Заказы">
          {orders.map((order) => (
            <li key={order.id} className={styles.order}>
              <div className={styles.head}>
                <Link to={orderPath(order.id)} className={styles.number}>
                  Заказ № {order.number}
                </Link>
                <span className={styles.date}>от {formatOrderDate(order.createdAt)}</span>
              </div>
              <div className={styles.status}>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className={styles.sums}>
                <div>
                  <dt>Сумма</dt>
                  <dd>
                    <Price price={{ user: order.summary.total }} size="sm" />
                  </dd>
                </div>
                <div>
                  <dt>К оплате</dt>
                  <dd className={order.payment.dueAmount.amount > 0 ? styles.due : undefined}>
                    <Price price={{ user: order.payment.dueAmount }} size="sm" />
                  </dd>
                </div>
              </dl>
              {order.sellerTitle && <p className={styles.seller}>Продавец: {order.sellerTitle}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** No orders at all yet: where they will appear and the way to the catalogue. */
function NoOrders() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>Заказов пока нет</h2>
      <p className={styles.muted}>Оформленные заказы появятся здесь.</p>
      <p>
        <Link to="/catalog" className={styles.cta}>
          Перейти в каталог
        </Link>
      </p>
    </div>
  );
}
