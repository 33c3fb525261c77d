import { graphql } from '../../__generated__/gql.ts';
import type { CabinetPurchaseRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { PurchaseOrders } from '../../features/checkout/PurchaseOrders.tsx';
import { PURCHASE_TITLE } from '../../features/checkout/texts.ts';
import { OrderPaymentActions } from '../../features/orders/OrderPaymentActions.tsx';
import { CabinetFrame } from './cabinet-frame.tsx';
import { queryRoute } from './query-route.tsx';

/** A purchase of the user with the orders it created; null (not the user's) answers 404. */
export const CabinetPurchaseRouteQuery = graphql(`
  query CabinetPurchaseRoute($id: ID!) {
    ...CabinetFrame_query @unmask
    purchase(id: $id) {
      id
      ...Purchase_purchase
    }
  }
`);

function PurchasePage({ data }: { data: RouteData }) {
  const { purchase } = data;
  if (data.viewer && !purchase) return null;
  return (
    <CabinetFrame query={data} viewer={data.viewer} title={PURCHASE_TITLE}>
      {() =>
        purchase && (
          <PurchaseOrders
            purchase={purchase}
            actions={(order) => <OrderPaymentActions orderId={order.id} />}
          />
        )
      }
    </CabinetFrame>
  );
}

export const { loader, Component } = queryRoute(
  {
    query: CabinetPurchaseRouteQuery,
    variables: (_, params) => ({ id: params['id'] ?? '' }),
    missing: (data) => !data.purchase,
  },
  PurchasePage,
);
