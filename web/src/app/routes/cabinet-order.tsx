import { Link } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetOrderRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { OrderDetails } from '../../features/orders/OrderDetails.tsx';
import { CabinetFrame } from './cabinet-frame.tsx';
import { queryRoute } from './query-route.tsx';
import styles from './cabinet-order.module.scss';

/** An order of the current account; null (not found or not the account's) answers 404. */
export const CabinetOrderRouteQuery = graphql(`
  query CabinetOrderRoute($id: ID!) {
    ...CabinetFrame_query @unmask
    order(id: $id) {
      id
      number
      ...OrderDetails_order
    }
  }
`);

function OrderPage({ data }: { data: RouteData }) {
  const { order } = data;
  if (data.viewer && !order) return null;
  return (
    <CabinetFrame query={data} viewer={data.viewer} title={`Заказ № ${order?.number ?? ''}`}>
      {() => (
        <>
          <Link to="/cabinet/orders" className={styles.back}>
            ← Все заказы
          </Link>
          {order && <OrderDetails order={order} />}
        </>
      )}
    </CabinetFrame>
  );
}

export const { loader, Component } = queryRoute(
  {
    query: CabinetOrderRouteQuery,
    variables: (_, params) => ({ id: params['slug'] ?? '' }),
    missing: (data) => !data.order,
  },
  OrderPage,
);
