import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import type { TestApp } from '../support/app.ts';
import { joinAsGuest } from '../cabinet/helpers.ts';
import type { Order, OrderList, OrderTrackingList } from '../../src/schemas/orders.ts';
import { asBuyer, buyer, feed, insertOrder, startOrdersApp, type Buyer } from './helpers.ts';

describe.each(databaseKinds())('order list and order on %s', (kind) => {
  let ctx: TestApp;
  let owner: Buyer;
  let guest: Buyer;
  let guestOrderId: string;
  const ownerOrders: string[] = [];

  beforeAll(async () => {
    ctx = await startOrdersApp(kind);
    owner = await buyer(ctx.app, ctx.db, 'list-owner@example.ru');
    const statuses = [
      ...Array<'AWAITING_PAYMENT'>(3).fill('AWAITING_PAYMENT'),
      ...Array<'NEW'>(20).fill('NEW'),
      'PAID',
      'SHIPPED',
      'RECEIVED',
      'RECEIVED',
      'CANCELLED',
    ] as const;
    for (const status of statuses) {
      const order = await insertOrder(ctx.db, {
        accountId: owner.accountId,
        userId: owner.userId,
        status,
      });
      ownerOrders.push(order.id);
    }
    // the same account in another market is not listed here
    await insertOrder(ctx.db, {
      accountId: owner.accountId,
      userId: owner.userId,
      market: 'sprout',
    });
    const joined = await joinAsGuest(ctx.app, owner, 'list-guest@example.ru');
    const selected = await joined.guest.call('POST', '/v1/users/me:select_account', {
      account_id: joined.accountId,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    guest = await asBuyer(ctx.db, joined.guest);
    guestOrderId = (
      await insertOrder(ctx.db, { accountId: owner.accountId, userId: guest.userId, status: 'NEW' })
    ).id;
  });
  afterAll(() => ctx.close());

  const list = async (who: Buyer, query = '') => {
    const response = await who.call('GET', `/v1/users/me/orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderList>();
  };
  const counts = (page: OrderList) =>
    Object.fromEntries(page.facets[0]?.buckets.map((b) => [b.value, b.count]) ?? []);

  it('pages 20 orders by default, newest first, with every field of the order', async () => {
    const page = await list(owner);
    expect(page).toMatchObject({ page_number: 1, page_size: 20, total_size: 29 });
    expect(page.orders).toHaveLength(20);
    const times = page.orders.map((o) => o.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    const order = page.orders.find((o) => o.status === 'CANCELLED') as Order;
    expect(order).toMatchObject({
      aggregated_status: 'CANCELLED',
      contact: { name: 'Иван Петров', phone: '+79110000000' },
      shipping: { method: 'DELIVERY_METHOD_COURIER', address: 'Санкт-Петербург, Невский пр., 1' },
      payment: { status: 'NOT_PAID', due_amount: 12345.6, amount_payed: 0, online: false },
      summary: { goods_count: 3, total: 12345.6, shipping: 500 },
      customer: null,
      tracking: [],
    });
    expect(order.items.map((i) => i.sku)).toEqual(['DR-18', 'BIT-32']);

    const second = await list(owner, '?page_number=2');
    expect(second.orders).toHaveLength(9);
    const ids = [...page.orders, ...second.orders].map((o) => o.id);
    expect(new Set(ids).size).toBe(29);
  });

  it('filters by aggregated status; the facet counts every status whatever is selected', async () => {
    const all = await list(owner);
    expect(counts(all)).toEqual({ ACTIVE: 23, AWAITING_PAYMENT: 3, COMPLETED: 2, CANCELLED: 1 });

    const active = await list(owner, '?filter.aggregated_status=ACTIVE&page_size=50');
    expect(active.total_size).toBe(23);
    expect(active.orders).toHaveLength(23);
    expect(new Set(active.orders.map((o) => o.status))).toEqual(
      new Set(['NEW', 'PAID', 'SHIPPED']),
    );
    expect(counts(active)).toEqual(counts(all));
    expect(active.facets[0]?.buckets.find((b) => b.selected)?.value).toBe('ACTIVE');

    const completed = await list(owner, '?filter.aggregated_status=COMPLETED');
    expect(completed.orders.map((o) => o.status)).toEqual(['RECEIVED', 'RECEIVED']);

    const bad = await owner.call('GET', '/v1/users/me/orders?filter.aggregated_status=LOST');
    expect(bad.statusCode).toBe(400);
  });

  it('answers the older offset call over the same data', async () => {
    const response = await owner.call('GET', '/v0/orders?from=25&size=10&verbose=true');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ pagination: { total: number }; entities: Order[] }>();
    expect(body.pagination.total).toBe(29);
    expect(body.entities).toHaveLength(4);
    expect(body.entities[0]?.items).toHaveLength(2);
    const lean = (await owner.call('GET', '/v0/orders?size=1&verbose=false')).json<{
      entities: Order[];
    }>();
    expect(lean.entities[0]?.items).toEqual([]);

    const id = ownerOrders[0] as string;
    const v0 = await owner.call('GET', `/v0/orders/${id}`);
    const v1 = await owner.call('GET', `/v1/users/me/orders/${id}`);
    expect(v0.statusCode).toBe(200);
    expect(v0.json()).toEqual(v1.json());
  });

  it('shows a guest only their own orders and the owner every order of the account', async () => {
    expect((await guest.context()).permissions).not.toContain('LIST_ACCOUNT_ORDERS');
    expect((await owner.context()).permissions).toContain('LIST_ACCOUNT_ORDERS');
    const mine = await list(guest);
    expect(mine.orders.map((o) => o.id)).toEqual([guestOrderId]);
    expect(counts(mine)).toEqual({ ACTIVE: 1, AWAITING_PAYMENT: 0, COMPLETED: 0, CANCELLED: 0 });
    expect((await guest.call('GET', `/v1/users/me/orders/${ownerOrders[0]}`)).statusCode).toBe(404);
    expect((await list(owner, '?page_size=50')).orders.map((o) => o.id)).toContain(guestOrderId);

    // back in their own account the guest sees none of them
    const own = await guest.call('POST', '/v1/users/me:select_account', {
      account_id: (await guest.context()).main_account_id,
    });
    expect(own.statusCode).toBe(200);
    expect((await list(guest)).total_size).toBe(0);
    await guest.call('POST', '/v1/users/me:select_account', { account_id: owner.accountId });
  });

  it('never shows an order of another account', async () => {
    const stranger = await buyer(ctx.app, ctx.db, 'list-stranger@example.ru');
    expect((await list(stranger)).total_size).toBe(0);
    for (const url of [`/v1/users/me/orders/${ownerOrders[0]}`, `/v0/orders/${ownerOrders[0]}`]) {
      const response = await stranger.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await stranger.call('GET', '/v0/orders/not-a-uuid')).statusCode).toBe(404);
    const tracking = await stranger.call('GET', `/v0/orders/tracking?ids[]=${ownerOrders[0]}`);
    expect(tracking.json<OrderTrackingList>().orders).toEqual([]);
  });

  it('needs a session for the v0 calls too', async () => {
    for (const url of [
      '/v0/orders',
      `/v0/orders/${ownerOrders[0]}`,
      `/v0/orders/tracking?ids[]=x`,
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-market-id': 'garwin' },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers tracking numbers of several orders in one call', async () => {
    const [a, b] = ownerOrders.slice(-6, -4) as [string, string];
    const orders = await list(owner, '?page_size=50');
    const numberOf = (id: string) => orders.orders.find((o) => o.id === id)?.number;
    const sent = await feed(ctx.app, [
      {
        order_number: numberOf(a),
        tracking: [{ number: 'CDEK-1', url: 'https://cdek.ru/track?1', provider_title: 'СДЭК' }],
      },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    // as URLSearchParams writes it (the BFF's client): brackets percent-encoded
    const response = await owner.call('GET', `/v0/orders/tracking?ids%5B%5D=${a}&ids%5B%5D=${b}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderTrackingList>().orders).toEqual([
      {
        order_id: a,
        tracking: [{ number: 'CDEK-1', url: 'https://cdek.ru/track?1', provider_title: 'СДЭК' }],
      },
      { order_id: b, tracking: [] },
    ]);
  });

  it('lists every orders call in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const paths = Object.keys(response.json<{ paths: object }>().paths);
    for (const path of [
      '/v1/users/me/orders',
      '/v1/users/me/orders/{id}',
      '/v0/orders',
      '/v0/orders/{id}',
      '/v0/orders/tracking',
      '/v0/orders/{id}/actions/pay',
      '/v0/orders/{id}/invoice',
      '/v1/users/me/payments/{id}',
      '/webhooks/payments/{provider}',
      '/internal/v1/feeds/order-status',
      '/_dev/acquirer/{payment_id}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
