import { useQuery } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CheckoutRouteQuery as CheckoutRouteData } from '../../__generated__/graphql.ts';
import {
  CHECKOUT_TITLE,
  CheckoutPlaceholder,
} from '../../features/checkout/CheckoutPlaceholder.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { CheckoutShell } from '../shell/CheckoutShell.tsx';

export const CheckoutRouteQuery = graphql(`
  query CheckoutRoute {
    ...CheckoutShell_query
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
  return <CheckoutPage data={data} />;
}

function CheckoutPage({ data }: { data: CheckoutRouteData }) {
  useHead({ title: CHECKOUT_TITLE, noindex: true });
  return (
    <CheckoutShell query={data}>
      <CheckoutPlaceholder />
    </CheckoutShell>
  );
}
