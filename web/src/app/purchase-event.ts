import type { EcommerceProduct } from '../features/analytics/data-layer.ts';

/** What the event reads of the checked-out orders (the checkout page's orders have all of it). */
interface PurchasedOrder {
  shipments: readonly {
    items: readonly {
      productId: string;
      title: string;
      brandTitle: string | null;
      price: { amount: number };
      quantity: number;
    }[];
  }[];
}

/**
 * The purchase e-commerce event, in the data layer and the shape of the cart's events (Yandex
 * Metrica: `{ecommerce: {currencyCode, purchase: {actionField: {id, revenue}, products}}}`), with
 * the lines as they were checked out. Nothing on the server.
 */
export function pushPurchase(
  purchase: { id: string; orders: readonly { total: { amount: number } }[] },
  orders: readonly PurchasedOrder[],
  target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): void {
  if (!target) return;
  const products: EcommerceProduct[] = orders.flatMap((order) =>
    order.shipments.flatMap((shipment) =>
      shipment.items.map((item) => ({
        id: item.productId,
        name: item.title,
        ...(item.brandTitle ? { brand: item.brandTitle } : {}),
        price: item.price.amount,
        quantity: item.quantity,
      })),
    ),
  );
  const revenue = purchase.orders.reduce((sum, order) => sum + order.total.amount, 0);
  (target.dataLayer ??= []).push({
    ecommerce: {
      currencyCode: 'RUB',
      purchase: { actionField: { id: purchase.id, revenue }, products },
    },
  });
}
