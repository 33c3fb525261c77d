import { graphql } from '../../__generated__/gql.ts';
import type { CheckoutRouteQuery as CheckoutRouteData } from '../../__generated__/graphql.ts';
import { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx';
import { CHECKOUT_TITLE } from '../../features/checkout/texts.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { pushPurchase } from '../purchase-event.ts';
import { CheckoutShell } from '../shell/CheckoutShell.tsx';
import { queryRoute } from './query-route.tsx';

export const CheckoutRouteQuery = graphql(`
  query CheckoutRoute {
    ...CheckoutShell_query
    ...CheckoutData_query
  }
`);

function CheckoutRoutePage({ data }: { data: CheckoutRouteData }) {
  useHead({ title: CHECKOUT_TITLE, noindex: true });
  return (
    <CheckoutShell query={data}>
      <CheckoutPage query={data} onPurchased={pushPurchase} />
    </CheckoutShell>
  );
}

export const { loader, Component, warm } = queryRoute(
  { query: CheckoutRouteQuery },
  CheckoutRoutePage,
);
