import { useQuery } from '@apollo/client/react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetPurchaseRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CabinetLayout } from '../../features/cabinet/CabinetLayout.tsx';
import { PurchaseOrders } from '../../features/checkout/PurchaseOrders.tsx';
import { PURCHASE_TITLE } from '../../features/checkout/texts.ts';
import { OrderPaymentActions } from '../../features/orders/OrderPaymentActions.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';

/** A purchase of the user with the orders it created; null (not the user's) answers 404. */
export const CabinetPurchaseRouteQuery = graphql(`
  query CabinetPurchaseRoute($id: ID!) {
    ...StoreShell_query
    viewer {
      id
      ...CabinetLayout_viewer
    }
    purchase(id: $id) {
      id
      ...Purchase_purchase
    }
  }
`);

export async function loader({ context, params }: LoaderFunctionArgs) {
  const result = await loadRouteQuery(context.get(apolloClientContext), CabinetPurchaseRouteQuery, {
    id: params['id'] ?? '',
  });
  if (!result.purchase) throw data(null, { status: 404 });
  return null;
}

export function Component() {
  const id = useParams()['id'] ?? '';
  const { data: page, error } = useQuery(CabinetPurchaseRouteQuery, { variables: { id } });
  if (error) throw error;
  if (!page) return null;
  if (!page.viewer) return <SignInRedirect />;
  if (!page.purchase) return null;
  return <PurchasePage page={page} viewer={page.viewer} purchase={page.purchase} />;
}

function PurchasePage({
  page,
  viewer,
  purchase,
}: {
  page: RouteData;
  viewer: NonNullable<RouteData['viewer']>;
  purchase: NonNullable<RouteData['purchase']>;
}) {
  useHead({ title: PURCHASE_TITLE, noindex: true });
  return (
    <StoreShell query={page}>
      <CabinetLayout viewer={viewer} title={PURCHASE_TITLE}>
        <PurchaseOrders
          purchase={purchase}
          actions={(order) => <OrderPaymentActions orderId={order.id} />}
        />
      </CabinetLayout>
    </StoreShell>
  );
}
