import { describe, expect, it } from 'vitest';
import { useHarness, type Harness } from '../harness.ts';
import { orderDto, ordersHandler } from './fixtures.ts';

const ORDERS = [orderDto('o1'), orderDto('o2', { status: 'SHIPPED' }), orderDto('o3')];

/** The REST calls of one GraphQL operation, as "METHOD path" without the query string. */
const callsOf = (h: Harness) => h.api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);

describe('orders queries', () => {
  const h = useHarness({ handler: ordersHandler(ORDERS) });

  it('a page of orders with every order’s tracking is two REST calls: the list and one tracking call', async () => {
    const res = await h.gql(`{
      orders {
        pageInfo { pageNumber pageSize totalSize totalPages }
        statusFacet { status count }
        orders { id number status tracking { number url providerTitle } }
      }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(callsOf(h).sort()).toEqual(['GET /v0/orders/tracking', 'GET /v1/users/me/orders']);
    const tracking = h.api.callsTo('/v0/orders/tracking')[0]!;
    expect(new URL(tracking.path, 'http://x').searchParams.getAll('ids[]')).toEqual([
      'o1',
      'o2',
      'o3',
    ]);
    const data = res.body.data as {
      orders: {
        pageInfo: unknown;
        statusFacet: unknown[];
        orders: { id: string; tracking: unknown[] }[];
      };
    };
    expect(data.orders.pageInfo).toEqual({
      pageNumber: 1,
      pageSize: 20,
      totalSize: 3,
      totalPages: 1,
    });
    expect(data.orders.statusFacet).toContainEqual({ status: 'CANCELLED', count: 1 });
    expect(data.orders.orders[1]!.tracking).toEqual([
      { number: 'CDEK-42', url: 'https://cdek.ru/track/42', providerTitle: 'СДЭК' },
    ]);
    expect(data.orders.orders[0]!.tracking).toEqual([]);
  });

  it('asks page 1 of 20 by default and passes the page and the status group on', async () => {
    await h.gql('{ orders { orders { id } } }');
    await h.gql(
      '{ orders(pageNumber: 3, pageSize: 10, aggregatedStatus: CANCELLED) { orders { id } } }',
    );
    const [first, second] = h.api.callsTo('/v1/users/me/orders').map((c) => {
      const q = new URL(c.path, 'http://x').searchParams;
      return Object.fromEntries(q.entries());
    });
    expect(first).toEqual({ page_number: '1', page_size: '20' });
    expect(second).toEqual({
      page_number: '3',
      page_size: '10',
      'filter.aggregated_status': 'CANCELLED',
    });
  });

  it('an order reads its sums, what is owed, the items and the invoice link', async () => {
    const res = await h.gql(`{
      order(id: "o1") {
        id number status aggregatedStatus createdAt sellerTitle
        contact { name phone email }
        customer { title inn kpp }
        shipping { method address pickupPointKind pickupPointBrand contact { name email } }
        payment {
          status method online error
          dueAmount { amount currencyCode } amountPaid { amount }
          abilities { invoice invoiceDownload }
        }
        summary { goodsCount total { amount } subtotal { amount } shipping { amount } }
        items { id productId title slug sku brand { title slug } image { url(width: 100) } price { amount } quantity total { amount } }
        invoiceUrl
      }
    }`);
    expect(res.body.errors).toBeUndefined();
    const order = (res.body.data as { order: Record<string, unknown> }).order;
    expect(order).toMatchObject({
      number: 'GW-111111',
      status: 'AWAITING_PAYMENT',
      sellerTitle: 'Гарвин',
      shipping: { method: 'PICKUP', contact: { name: 'Иван Петров', email: null } },
      payment: {
        status: 'PARTIALLY_PAID',
        method: 'CARD_ONLINE',
        online: true,
        error: null,
        dueAmount: { amount: 1500.5, currencyCode: 'RUB' },
        amountPaid: { amount: 1000 },
        abilities: { invoice: false, invoiceDownload: true },
      },
      summary: { goodsCount: 3, total: { amount: 2500.5 } },
      items: [
        {
          id: 'o1:p1',
          title: 'Дрель ударная',
          brand: { title: 'Гарвин', slug: 'garwin' },
          image: { url: '/images/img1?width=100' },
          quantity: 2,
          total: { amount: 2300.5 },
        },
      ],
      invoiceUrl: '/v0/orders/o1/invoice',
    });
  });

  it('an order without the invoice download has no invoice link; an unknown order is null', async () => {
    h.api.handler = ordersHandler([
      orderDto('o1', {
        payment: {
          ...orderDto('o1').payment,
          abilities: { invoice: false, invoice_download: false },
        },
      }),
    ]);
    const res = await h.gql('{ order(id: "o1") { invoiceUrl } missing: order(id: "nope") { id } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ order: { invoiceUrl: null }, missing: null });
  });

  it('a payment reads its state and its order', async () => {
    const res = await h.gql(
      '{ payment(id: "pay1") { id status amount { amount } error orderId orderNumber } }',
    );
    expect(res.body.data).toEqual({
      payment: {
        id: 'pay1',
        status: 'PENDING',
        amount: { amount: 1500.5 },
        error: null,
        orderId: 'o1',
        orderNumber: 'GW-100001',
      },
    });
  });
});
