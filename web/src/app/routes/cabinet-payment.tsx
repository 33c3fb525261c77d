import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetPaymentRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CabinetLayout } from '../../features/cabinet/CabinetLayout.tsx';
import { isSettled } from '../../features/orders/labels.ts';
import { PaymentState } from '../../features/orders/PaymentState.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';

/** How often the page asks again while the bank has not answered. */
const POLL_MS = 2000;

export const CabinetPaymentRouteQuery = graphql(`
  query CabinetPaymentRoute($id: ID!) {
    ...StoreShell_query
    viewer {
      id
      ...CabinetLayout_viewer
    }
    payment(id: $id) {
      id
      status
      ...PaymentState_payment
    }
  }
`);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const result = await loadRouteQuery(context.get(apolloClientContext), CabinetPaymentRouteQuery, {
    id: params['id'] ?? '',
  });
  if (!result.payment) throw data(null, { status: 404 });
  return null;
}

export function Component() {
  const id = useParams()['id'] ?? '';
  const {
    data: page,
    error,
    startPolling,
    stopPolling,
  } = useQuery(CabinetPaymentRouteQuery, { variables: { id } });
  const status = page?.payment?.status;
  // Follows the payment until it settles.
  useEffect(() => {
    if (!status || isSettled(status)) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [status, startPolling, stopPolling]);
  // A failed poll keeps the last state on screen; only a page without data is an error.
  if (error && !page) throw error;
  if (!page) return null;
  if (!page.viewer) return <SignInRedirect />;
  if (!page.payment) return null;
  return <PaymentPage page={page} viewer={page.viewer} payment={page.payment} />;
}

function PaymentPage({
  page,
  viewer,
  payment,
}: {
  page: RouteData;
  viewer: NonNullable<RouteData['viewer']>;
  payment: NonNullable<RouteData['payment']>;
}) {
  const title = 'Оплата заказа';
  useHead({ title, noindex: true });
  return (
    <StoreShell query={page}>
      <CabinetLayout viewer={viewer} title={title}>
        <PaymentState payment={payment} />
      </CabinetLayout>
    </StoreShell>
  );
}
