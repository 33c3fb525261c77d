import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import type { TestApp } from '../support/app.ts';
import type { Order, Payment, PayOrderResponse } from '../../src/schemas/orders.ts';
import { buyer, insertOrder, pay, startOrdersApp, type Buyer } from './helpers.ts';
import { startYookassaFake } from './yookassa-fake.ts';

const SHOP = '123456';
const SECRET = 'test_secret_key';

function notify(app: FastifyInstance, body: object) {
  return app.inject({
    method: 'POST',
    url: '/webhooks/payments/yookassa',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe.each(databaseKinds())('ЮKassa against a local fake of its API on %s', (kind) => {
  let ctx: TestApp;
  let fake: Awaited<ReturnType<typeof startYookassaFake>>;
  let owner: Buyer;
  let key = 0;
  const nextKey = () => `yk-${kind}-${++key}`;

  beforeAll(async () => {
    fake = await startYookassaFake(SHOP, SECRET);
    ctx = await startOrdersApp(kind, {
      YOOKASSA_SHOP_ID: SHOP,
      YOOKASSA_SECRET_KEY: SECRET,
      YOOKASSA_API_URL: fake.apiUrl,
      STORE_WEB_URL: 'https://{market}.store.example',
    });
    owner = await buyer(ctx.app, ctx.db, 'yookassa@example.ru');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const newOrder = (total = 4_990) =>
    insertOrder(ctx.db, { accountId: owner.accountId, userId: owner.userId, total });
  const order = async (id: string) =>
    (await owner.call('GET', `/v1/users/me/orders/${id}`)).json<Order>();
  const payment = async (id: string) =>
    (await owner.call('GET', `/v1/users/me/payments/${id}`)).json<Payment>();
  const providerId = async (paymentId: string) => {
    const { rows } = await ctx.db.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM payments WHERE id = $1',
      [paymentId],
    );
    return rows[0]?.provider_payment_id ?? '';
  };

  it('creates the payment with an Idempotence-Key and a redirect back to the store', async () => {
    const { id, number } = await newOrder(4_990);
    const sameKey = nextKey();
    const before = fake.creates.length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(ctx.app, owner, id, sameKey)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const started = responses[0]?.json<PayOrderResponse>() as PayOrderResponse;
    expect(new Set(responses.map((r) => r.json<PayOrderResponse>().payment_id)).size).toBe(1);
    expect(fake.creates.length - before).toBe(1);
    const request = fake.creates.at(-1);
    expect(request?.idempotenceKey).toBe(started.payment_id);
    expect(request?.body).toMatchObject({
      amount: { value: '4990.00', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `https://garwin.store.example/cabinet/payment/${started.payment_id}`,
      },
      description: `Оплата заказа ${number}`,
    });
    expect(started).toMatchObject({
      status: 'PENDING',
      confirmation_url: `https://yoomoney.example/checkout?orderId=${started.payment_id}`,
    });
  });

  it('trusts a notification only as far as the API confirms it', async () => {
    const { id } = await newOrder(4_990);
    const started = (await pay(ctx.app, owner, id, nextKey())).json<PayOrderResponse>();
    const yid = await providerId(started.payment_id);

    // a forged "succeeded" while ЮKassa still says pending changes nothing
    const forged = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: yid, status: 'succeeded' },
    };
    expect((await notify(ctx.app, forged)).json()).toEqual({ result: 'stale' });
    expect((await order(id)).payment.amount_payed).toBe(0);
    // nor does one for a payment ЮKassa does not know
    const unknown = await notify(ctx.app, { ...forged, object: { id: 'no-such-payment' } });
    expect(unknown.statusCode).toBe(400);
    expect((await notify(ctx.app, { hello: 'world' })).statusCode).toBe(400);

    fake.settle(yid, 'succeeded');
    const real = fake.notification(yid, 'payment.succeeded');
    expect((await notify(ctx.app, real)).json()).toEqual({ result: 'applied' });
    expect((await notify(ctx.app, real)).json()).toEqual({ result: 'duplicate' });
    expect(await payment(started.payment_id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await order(id)).toMatchObject({
      status: 'PAID',
      payment: { status: 'PAID', amount_payed: 4_990 },
    });
  });

  it('tells the buyer why ЮKassa canceled a payment', async () => {
    const { id } = await newOrder(1_200);
    const started = (await pay(ctx.app, owner, id, nextKey())).json<PayOrderResponse>();
    const yid = await providerId(started.payment_id);
    fake.settle(yid, 'canceled', 'insufficient_funds');
    expect((await notify(ctx.app, fake.notification(yid, 'payment.canceled'))).json()).toEqual({
      result: 'applied',
    });
    expect(await payment(started.payment_id)).toMatchObject({
      status: 'CANCELED',
      error: 'Недостаточно средств на карте',
    });
    expect((await order(id)).payment).toMatchObject({
      status: 'NOT_PAID',
      error: 'Недостаточно средств на карте',
    });
  });

  it('answers 502 when ЮKassa cannot be reached, and a new key may try again', async () => {
    const { id } = await newOrder(800);
    fake.setDown(true);
    const failed = await pay(ctx.app, owner, id, nextKey());
    fake.setDown(false);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' });
    const retry = await pay(ctx.app, owner, id, nextKey());
    expect(retry.statusCode).toBe(200);
  });
});
