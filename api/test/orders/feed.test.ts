import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import type { TestApp } from '../support/app.ts';
import type { Order, OrderStatusFeedResult } from '../../src/schemas/orders.ts';
import {
  FEED_TOKEN,
  buyer,
  feed,
  insertOrder,
  outbox,
  startOrdersApp,
  type Buyer,
} from './helpers.ts';

const run = promisify(execFile);
const CLI = new URL('../../src/feeds/order-status-cli.ts', import.meta.url).pathname;

describe.each(databaseKinds())('order status feed of the back office on %s', (kind) => {
  let ctx: TestApp;
  let owner: Buyer;

  beforeAll(async () => {
    ctx = await startOrdersApp(kind);
    owner = await buyer(ctx.app, ctx.db, 'feed-owner@example.ru');
  });
  afterAll(() => ctx.close());

  const newOrder = (email: string, status: 'NEW' | 'AWAITING_PAYMENT' = 'NEW', total = 3_000) =>
    insertOrder(ctx.db, {
      accountId: owner.accountId,
      userId: owner.userId,
      status,
      total,
      contactEmail: email,
    });
  const order = async (id: string) =>
    (await owner.call('GET', `/v1/users/me/orders/${id}`)).json<Order>();
  const send = async (updates: object[]) => {
    const response = await feed(ctx.app, updates);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderStatusFeedResult>();
  };

  it('refuses a caller without the feed token', async () => {
    const wrong = await feed(ctx.app, [{ order_number: 'X', status: 'PAID' }], 'guess');
    expect(wrong.statusCode).toBe(401);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/internal/v1/feeds/order-status',
      payload: { updates: [{ order_number: 'X', status: 'PAID' }] },
    });
    expect(none.statusCode).toBe(401);
  });

  it('moves an order along, adds its tracking number and writes to the buyer each time', async () => {
    const email = 'feed-buyer@example.ru';
    const { id, number } = await newOrder(email);
    expect((await send([{ order_number: number, status: 'ASSEMBLING' }])).applied).toBe(1);
    expect((await order(id)).status).toBe('ASSEMBLING');
    expect((await outbox(ctx.app, email))[0]).toContain(`Статус заказа ${number}: Собирается`);

    const shipped = await send([
      {
        order_number: number,
        status: 'SHIPPED',
        tracking: [
          {
            number: '1234567890',
            url: 'https://www.pochta.ru/tracking#1234567890',
            provider_title: 'Почта России',
          },
        ],
      },
    ]);
    expect(shipped).toEqual({
      applied: 1,
      results: [{ order_number: number, ok: true, code: null, message: null }],
    });
    expect(await order(id)).toMatchObject({
      status: 'SHIPPED',
      aggregated_status: 'ACTIVE',
      tracking: [
        {
          number: '1234567890',
          url: 'https://www.pochta.ru/tracking#1234567890',
          provider_title: 'Почта России',
        },
      ],
    });
    const mail = (await outbox(ctx.app, email))[0] ?? '';
    expect(mail).toContain('Передан в доставку');
    expect(mail).toContain('https://www.pochta.ru/tracking#1234567890');
    expect(mail).toContain(`/cabinet/orders/${id}`);

    // the same update again changes nothing and writes nothing
    const before = (await outbox(ctx.app, email)).length;
    await send([
      {
        order_number: number,
        status: 'SHIPPED',
        tracking: [{ number: '1234567890', provider_title: 'Почта России' }],
      },
    ]);
    expect((await outbox(ctx.app, email)).length).toBe(before);
    expect((await order(id)).tracking).toHaveLength(1);

    await send([{ order_number: number, status: 'RECEIVED' }]);
    expect(await order(id)).toMatchObject({ status: 'RECEIVED', aggregated_status: 'COMPLETED' });
    const { rows } = await ctx.db.query<{ status: string; source: string }>(
      'SELECT status, source FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [id],
    );
    expect(rows.map((r) => r.status)).toEqual(['ASSEMBLING', 'SHIPPED', 'RECEIVED']);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['BACK_OFFICE']));
  });

  it('refuses a move the status machine does not allow, and applies the other updates', async () => {
    const cancelled = await newOrder('feed-late@example.ru');
    await send([{ order_number: cancelled.number, status: 'CANCELLED' }]);
    const fresh = await newOrder('feed-fresh@example.ru');
    const result = await send([
      { order_number: cancelled.number, status: 'ASSEMBLING' },
      { order_number: 'GW-NO-SUCH', status: 'PAID' },
      { order_number: fresh.number, status: 'ASSEMBLING' },
    ]);
    expect(result.applied).toBe(1);
    expect(result.results.map((r) => [r.ok, r.code])).toEqual([
      [false, 'ORDER_STATUS_TRANSITION_INVALID'],
      [false, 'ORDER_NOT_FOUND'],
      [true, null],
    ]);
    expect((await order(cancelled.id)).status).toBe('CANCELLED');
    expect((await order(fresh.id)).status).toBe('ASSEMBLING');
    const bad = await feed(ctx.app, [{ order_number: fresh.number, status: 'LOST' }]);
    expect(bad.statusCode).toBe(400);
  });

  it('adds bank transfers once each, and the order is paid when they cover it', async () => {
    const email = 'feed-transfer@example.ru';
    const { id, number } = await newOrder(email, 'AWAITING_PAYMENT', 3_000);
    const part = { order_number: number, payment: { id: 'pp-0001', amount: 1_000 } };
    await send([part]);
    await send([part]);
    expect((await order(id)).payment).toMatchObject({
      status: 'PARTIALLY_PAID',
      amount_payed: 1_000,
      due_amount: 2_000,
    });
    await send([{ order_number: number, payment: { id: 'pp-0002', amount: 2_000 } }]);
    expect(await order(id)).toMatchObject({
      status: 'PAID',
      payment: { status: 'PAID', due_amount: 0 },
    });
    expect((await outbox(ctx.app, email))[0]).toContain('Оплачен');
  });

  it('takes the same updates from the feed:orders command', async () => {
    const { id, number } = await newOrder('feed-cli@example.ru');
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(join(tmpdir(), 'order-feed-'));
    const file = join(dir, 'updates.json');
    writeFileSync(
      file,
      JSON.stringify({ updates: [{ order_number: number, status: 'ASSEMBLING' }] }),
    );
    const env = { ...process.env, FEED_TOKEN, INIT_CWD: dir };
    const done = await run(process.execPath, [CLI, 'updates.json', '--api', address], { env });
    expect(done.stdout).toContain('1 of 1 updates applied');
    expect((await order(id)).status).toBe('ASSEMBLING');

    writeFileSync(file, JSON.stringify({ updates: [{ order_number: 'GW-NONE', status: 'PAID' }] }));
    const partly = await run(process.execPath, [CLI, file, '--api', address], { env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(partly).toMatchObject({ code: 2 });
    expect((partly as { stderr: string }).stderr).toContain('GW-NONE: ORDER_NOT_FOUND');
  });
});
