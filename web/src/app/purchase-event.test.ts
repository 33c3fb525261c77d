import { describe, expect, it } from 'vitest';
import { pushPurchase } from './purchase-event.ts';

const money = (amount: number) => ({ amount, currencyCode: 'RUB' });

describe('the purchase e-commerce event', () => {
  it('reports every line of every order with the purchase id and revenue', () => {
    const orders = [
      {
        shipments: [
          {
            items: [
              {
                productId: 'p1',
                title: 'Дрель',
                brandTitle: 'GARWIN',
                price: money(4500),
                quantity: 2,
              },
              { productId: 'p2', title: 'Бита', brandTitle: null, price: money(90), quantity: 10 },
            ],
          },
        ],
      },
    ];
    const target: { dataLayer?: unknown[] } = {};
    pushPurchase(
      { id: 'pu1', orders: [{ total: money(9000) }, { total: money(1290) }] },
      orders,
      target,
    );
    expect(target.dataLayer).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: {
            actionField: { id: 'pu1', revenue: 10290 },
            products: [
              { id: 'p1', name: 'Дрель', brand: 'GARWIN', price: 4500, quantity: 2 },
              { id: 'p2', name: 'Бита', price: 90, quantity: 10 },
            ],
          },
        },
      },
    ]);
  });
});
