import { useQuery } from '@apollo/client/react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetOrdersRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CabinetLayout } from '../../features/cabinet/CabinetLayout.tsx';
import { Pager } from '../../features/cabinet/Pager.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { orderListVariables, statusFromSearch } from '../../features/orders/list-params.ts';
import { OrderList } from '../../features/orders/OrderList.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';

export const CabinetOrdersRouteQuery = graphql(`
  query CabinetOrdersRoute(
    $pageNumber: Int!
    $pageSize: Int!
    $aggregatedStatus: OrderAggregatedStatus
  ) {
    ...StoreShell_query
    viewer {
      id
      ...CabinetLayout_viewer
    }
    orders(pageNumber: $pageNumber, pageSize: $pageSize, aggregatedStatus: $aggregatedStatus) {
      pageInfo {
        pageNumber
        pageSize
        totalSize
      }
      ...OrderList_connection
    }
  }
`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const variables = orderListVariables(new URL(request.url).search);
  await loadRouteQuery(context.get(apolloClientContext), CabinetOrdersRouteQuery, variables);
  return null;
}

export function Component() {
  const { search } = useLocation();
  const { data, error } = useQuery(CabinetOrdersRouteQuery, {
    variables: orderListVariables(search),
  });
  if (error) throw error;
  if (!data) return null;
  if (!data.viewer) return <SignInRedirect />;
  return <OrdersPage data={data} viewer={data.viewer} search={search} />;
}

function OrdersPage({
  data,
  viewer,
  search,
}: {
  data: RouteData;
  viewer: NonNullable<RouteData['viewer']>;
  search: string;
}) {
  const { title } = CABINET_SECTIONS.orders;
  useHead({ title, noindex: true });
  const { pageInfo } = data.orders;
  return (
    <StoreShell query={data}>
      <CabinetLayout viewer={viewer} title={title}>
        <OrderList connection={data.orders} selected={statusFromSearch(search)} />
        <Pager
          totalSize={pageInfo.totalSize}
          pageSize={pageInfo.pageSize}
          pageNumber={pageInfo.pageNumber}
        />
      </CabinetLayout>
    </StoreShell>
  );
}
