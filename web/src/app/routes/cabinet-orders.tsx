import { useLocation } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetOrdersRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { Pager } from '../../features/cabinet/Pager.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { orderListVariables, statusFromSearch } from '../../features/orders/list-params.ts';
import { OrderList } from '../../features/orders/OrderList.tsx';
import { CabinetFrame } from './cabinet-frame.tsx';
import { queryRoute, type QueryPageProps } from './query-route.tsx';

export const CabinetOrdersRouteQuery = graphql(`
  query CabinetOrdersRoute(
    $pageNumber: Int!
    $pageSize: Int!
    $aggregatedStatus: OrderAggregatedStatus
  ) {
    ...CabinetFrame_query @unmask
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

function OrdersPage({ data }: QueryPageProps<RouteData>) {
  const { search } = useLocation();
  const { pageInfo } = data.orders;
  return (
    <CabinetFrame query={data} viewer={data.viewer} title={CABINET_SECTIONS.orders.title}>
      {() => (
        <>
          <OrderList connection={data.orders} selected={statusFromSearch(search)} />
          <Pager
            totalSize={pageInfo.totalSize}
            pageSize={pageInfo.pageSize}
            pageNumber={pageInfo.pageNumber}
          />
        </>
      )}
    </CabinetFrame>
  );
}

export const { loader, Component } = queryRoute(
  { query: CabinetOrdersRouteQuery, variables: ({ search }) => orderListVariables(search) },
  OrdersPage,
);
