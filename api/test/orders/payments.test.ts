import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import type { TestApp } from '../support/app.ts';
import type { Order, Payment, PayOrderResponse } from '../../src/schemas/orders.ts';
import { signAcquirerBody, SIGNATURE_HEADER } from '../../src/payments/test-acquirer.ts';
import { buyer, insertOrder, outbox, pay, type Buyer } from './helpers.ts';
import { startOrdersApp } from './helpers.ts';

const SECRET = 'test-acquirer-secret';

function webhook(app: FastifyInstance, body: object, secret = SECRET) {
  const text = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/webhooks/payments/test-acquirer',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signAcquirerBody(secret, text),
    },
    payload: text,
  });
}

const note = (paymentId: string, status: string, amount: string, error: string | null = null) => ({
  event_id: `ta_${paymentId}:${status}`,
  payment_id: `ta_${paymentId}`,
  status,
  amount,
  error,
});

describe.each(databaseKinds())('online payment with the test acquirer on %s', (kind) => {
  let ctx: TestApp;
  let owner: Buyer;
  let key = 0;
  const nextKey = () => `key-${kind}-${++key}`;

  beforeAll(async () => {
    ctx = await startOrdersApp(kind, {
      TEST_ACQUIRER_SECRET: SECRET,
      STORE_WEB_URL: 'http://{market}.localhost:3300',
      API_PUBLIC_URL: 'http://127.0.0.1:8380',
    });
    owner = await buyer(ctx.app, ctx.db, 'payer@example.ru');
  });
  afterAll(() => ctx.close());

  const newOrder = (total = 10_000, email = 'payer-contact@example.ru') =>
    insertOrder(ctx.db, {
      accountId: owner.accountId,
      userId: owner.userId,
      total,
      contactEmail: email,
    });
  const order = async (id: string) =>
    (await owner.call('GET', `/v1/users/me/orders/${id}`)).json<Order>();
  const payment = async (id: string) =>
    (await owner.call('GET', `/v1/users/me/payments/${id}`)).json<Payment>();
  const start = async (orderId: string, payload: object = {}) => {
    const response = await pay(ctx.app, owner, orderId, nextKey(), payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PayOrderResponse>();
  };
  const card = (paymentId: string, number: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/_dev/acquirer/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: number, expiry: '12/30', cvc: '123' }).toString(),
    });

  it('makes one payment of 20 concurrent pay calls with one key', async () => {
    const { id } = await newOrder();
    const sameKey = nextKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(ctx.app, owner, id, sameKey)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((r) => r.json<PayOrderResponse>().payment_id));
    expect(ids.size).toBe(1);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE order_id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(1);
    const first = responses[0]?.json<PayOrderResponse>();
    expect(first).toMatchObject({
      status: 'PENDING',
      confirmation_url: `http://127.0.0.1:8380/_dev/acquirer/${first?.payment_id}`,
    });
  });

  it('pays with a test card that succeeds and sends the buyer back to the payment page', async () => {
    const { id, number } = await newOrder(10_000, 'success-contact@example.ru');
    const started = await start(id);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/_dev/acquirer/${started.payment_id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(number);
    expect(page.body).toContain('10 000,00');

    const paid = await card(started.payment_id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://garwin.localhost:3300/cabinet/payment/${started.payment_id}`,
    );
    expect(await payment(started.payment_id)).toMatchObject({
      status: 'SUCCEEDED',
      amount: 10_000,
      order_id: id,
      order_number: number,
      error: null,
    });
    expect(await order(id)).toMatchObject({
      status: 'PAID',
      payment: { status: 'PAID', due_amount: 0, amount_payed: 10_000, online: false },
    });
    expect((await outbox(ctx.app, 'success-contact@example.ru'))[0]).toContain('Оплачен');
    // the card page of a finished payment does not take a card again
    expect((await card(started.payment_id, '4242424242424242')).statusCode).toBe(303);
    expect((await order(id)).payment.amount_payed).toBe(10_000);
  });

  it('shows the decline of a failing card, then a new payment succeeds', async () => {
    const { id } = await newOrder(2_500);
    const failed = await start(id);
    expect((await card(failed.payment_id, '4000000000000002')).statusCode).toBe(303);
    expect(await payment(failed.payment_id)).toMatchObject({
      status: 'CANCELED',
      error: 'Карта отклонена банком',
    });
    expect(await order(id)).toMatchObject({
      status: 'AWAITING_PAYMENT',
      payment: {
        status: 'NOT_PAID',
        due_amount: 2_500,
        online: true,
        error: 'Карта отклонена банком',
      },
    });
    const retry = await start(id);
    expect(retry.payment_id).not.toBe(failed.payment_id);
    await card(retry.payment_id, '2200 0000 0000 0004');
    expect(await order(id)).toMatchObject({
      status: 'PAID',
      payment: { status: 'PAID', error: null },
    });
  });

  it('asks a 3-D Secure card for its code', async () => {
    const { id } = await newOrder(700);
    const started = await start(id);
    const challenge = await card(started.payment_id, '4000 0000 0000 3220');
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Код из SMS');
    expect((await payment(started.payment_id)).status).toBe('PENDING');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/_dev/acquirer/${started.payment_id}/3ds`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=123456',
    });
    expect(confirmed.statusCode).toBe(303);
    expect((await payment(started.payment_id)).status).toBe('SUCCEEDED');
  });

  it('adds partial payments up and keeps the outstanding amount', async () => {
    const { id } = await newOrder(12_345.6);
    const first = await start(id, { amount: 5_000 });
    await card(first.payment_id, '4242424242424242');
    expect(await order(id)).toMatchObject({
      status: 'AWAITING_PAYMENT',
      payment: { status: 'PARTIALLY_PAID', amount_payed: 5_000, due_amount: 7_345.6 },
    });
    const tooMuch = await pay(ctx.app, owner, id, nextKey(), { amount: 7_345.61 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'PAYMENT_AMOUNT_TOO_LARGE' });

    const rest = await start(id);
    expect((await payment(rest.payment_id)).amount).toBe(7_345.6);
    await card(rest.payment_id, '4242424242424242');
    expect(await order(id)).toMatchObject({
      status: 'PAID',
      payment: { status: 'PAID', amount_payed: 12_345.6, due_amount: 0 },
    });
    const again = await pay(ctx.app, owner, id, nextKey());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
  });

  it('answers a retried pay with its payment even after the order is paid', async () => {
    const { id } = await newOrder(300);
    const sameKey = nextKey();
    const first = (await pay(ctx.app, owner, id, sameKey)).json<PayOrderResponse>();
    await card(first.payment_id, '4242424242424242');
    const retried = await pay(ctx.app, owner, id, sameKey);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ payment_id: first.payment_id, status: 'SUCCEEDED' });
    const other = await newOrder(300);
    const reused = await pay(ctx.app, owner, other.id, sameKey);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('applies a webhook once however often it arrives', async () => {
    const { id } = await newOrder(1_000);
    const started = await start(id);
    const succeeded = note(started.payment_id, 'SUCCEEDED', '1000.00');
    const results = await Promise.all(Array.from({ length: 5 }, () => webhook(ctx.app, succeeded)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.json<{ result: string }>().result).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await webhook(ctx.app, succeeded)).json()).toEqual({ result: 'duplicate' });
    expect((await order(id)).payment.amount_payed).toBe(1_000);
  });

  it('ignores a late notification older than what the payment shows', async () => {
    const { id } = await newOrder(1_000);
    const started = await start(id);
    expect(
      (await webhook(ctx.app, note(started.payment_id, 'SUCCEEDED', '1000.00'))).json(),
    ).toEqual({
      result: 'applied',
    });
    for (const status of ['PENDING', 'WAITING_FOR_CAPTURE', 'CANCELED']) {
      const late = await webhook(ctx.app, note(started.payment_id, status, '1000.00', 'поздно'));
      expect(late.json()).toEqual({ result: 'stale' });
    }
    expect(await payment(started.payment_id)).toMatchObject({ status: 'SUCCEEDED', error: null });
    expect(await order(id)).toMatchObject({ status: 'PAID', payment: { amount_payed: 1_000 } });

    // and a payment notified as waiting first still succeeds afterwards
    const second = await newOrder(400);
    const next = await start(second.id);
    await webhook(ctx.app, note(next.payment_id, 'WAITING_FOR_CAPTURE', '400.00'));
    await webhook(ctx.app, note(next.payment_id, 'PENDING', '400.00'));
    expect((await payment(next.payment_id)).status).toBe('WAITING_FOR_CAPTURE');
    await webhook(ctx.app, note(next.payment_id, 'SUCCEEDED', '400.00'));
    expect((await order(second.id)).payment.status).toBe('PAID');
  });

  it('refuses an unsigned or forged webhook and waits for a payment it does not know', async () => {
    const { id } = await newOrder(1_000);
    const started = await start(id);
    const forged = await webhook(
      ctx.app,
      note(started.payment_id, 'SUCCEEDED', '1000.00'),
      'guess',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'INVALID_NOTIFICATION' });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/webhooks/payments/test-acquirer',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(note(started.payment_id, 'SUCCEEDED', '1000.00')),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await order(id)).payment.amount_payed).toBe(0);
    const unknown = await webhook(
      ctx.app,
      note('00000000-0000-4000-8000-000000000000', 'SUCCEEDED', '1.00'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps payments to the account: a stranger can neither see nor pay them', async () => {
    const { id } = await newOrder(1_000);
    const started = await start(id);
    const stranger = await buyer(ctx.app, ctx.db, 'pay-stranger@example.ru');
    expect(
      (await stranger.call('GET', `/v1/users/me/payments/${started.payment_id}`)).statusCode,
    ).toBe(404);
    expect((await pay(ctx.app, stranger, id, 'stranger-key')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/v0/orders/${id}/actions/pay`,
      headers: { 'x-market-id': 'garwin', 'idempotency-key': 'anon-key' },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const noKey = await owner.call('POST', `/v0/orders/${id}/actions/pay`, {});
    expect(noKey.statusCode).toBe(400);
  });

  it('refuses to pay a cancelled order', async () => {
    const { id } = await insertOrder(ctx.db, {
      accountId: owner.accountId,
      userId: owner.userId,
      status: 'CANCELLED',
    });
    const response = await pay(ctx.app, owner, id, nextKey());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
  });
});
