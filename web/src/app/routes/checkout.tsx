import { useQuery } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CheckoutRouteQuery as CheckoutRouteData } from '../../__generated__/graphql.ts';
import { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx';
import { CHECKOUT_TITLE } from '../../features/checkout/texts.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { pushPurchase } from '../purchase-event.ts';
import { CheckoutShell } from '../shell/CheckoutShell.tsx';

export const CheckoutRouteQuery = graphql(`
  query CheckoutRoute {
    ...CheckoutShell_query
    ...CheckoutData_query
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  await loadRouteQuery(context.get(apolloClientContext), CheckoutRouteQuery);
  return null;
}

export function Component() {
  const { data, error } = useQuery(CheckoutRouteQuery);
  if (error) throw error;
  if (!data) return null;
  return <CheckoutRoutePage data={data} />;
}

function CheckoutRoutePage({ data }: { data: CheckoutRouteData }) {
  useHead({ title: CHECKOUT_TITLE, noindex: true });
  return (
    <CheckoutShell query={data}>
      <CheckoutPage query={data} onPurchased={pushPurchase} />
    </CheckoutShell>
  );
}
