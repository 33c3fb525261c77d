import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import { isSettled } from '../../features/orders/labels.ts';
import { PaymentState } from '../../features/orders/PaymentState.tsx';
import { CabinetFrame } from './cabinet-frame.tsx';
import { queryLoader } from './query-route.tsx';

/** How often the page asks again while the bank has not answered. */
const POLL_MS = 2000;

export const CabinetPaymentRouteQuery = graphql(`
  query CabinetPaymentRoute($id: ID!) {
    ...CabinetFrame_query @unmask
    payment(id: $id) {
      id
      status
      ...PaymentState_payment
    }
  }
`);

export const loader = queryLoader({
  query: CabinetPaymentRouteQuery,
  variables: (_, params) => ({ id: params['id'] ?? '' }),
  missing: (data) => !data.payment,
});

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
  const { payment } = page;
  if (page.viewer && !payment) return null;
  return (
    <CabinetFrame query={page} viewer={page.viewer} title="Оплата заказа">
      {() => payment && <PaymentState payment={payment} />}
    </CabinetFrame>
  );
}
