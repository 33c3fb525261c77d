import { useQuery } from '@apollo/client/react';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetOrderRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CabinetLayout } from '../../features/cabinet/CabinetLayout.tsx';
import { OrderDetails } from '../../features/orders/OrderDetails.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import styles from './cabinet-order.module.scss';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';

/** An order of the current account; null (not found or not the account's) answers 404. */
export const CabinetOrderRouteQuery = graphql(`
  query CabinetOrderRoute($id: ID!) {
    ...StoreShell_query
    viewer {
      id
      ...CabinetLayout_viewer
    }
    order(id: $id) {
      id
      number
      ...OrderDetails_order
    }
  }
`);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const result = await loadRouteQuery(context.get(apolloClientContext), CabinetOrderRouteQuery, {
    id: params['slug'] ?? '',
  });
  if (!result.order) throw data(null, { status: 404 });
  return null;
}

export function Component() {
  const id = useParams()['slug'] ?? '';
  const { data: page, error } = useQuery(CabinetOrderRouteQuery, { variables: { id } });
  if (error) throw error;
  if (!page) return null;
  if (!page.viewer) return <SignInRedirect />;
  if (!page.order) return null;
  return <OrderPage page={page} viewer={page.viewer} order={page.order} />;
}

function OrderPage({
  page,
  viewer,
  order,
}: {
  page: RouteData;
  viewer: NonNullable<RouteData['viewer']>;
  order: NonNullable<RouteData['order']>;
}) {
  const title = `Заказ № ${order.number}`;
  useHead({ title, noindex: true });
  return (
    <StoreShell query={page}>
      <CabinetLayout viewer={viewer} title={title}>
        <Link to="/cabinet/orders" className={styles.back}>
          ← Все заказы
        </Link>
        <OrderDetails order={order} />
      </CabinetLayout>
    </StoreShell>
  );
}
