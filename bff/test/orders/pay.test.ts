import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { failure } from '../rest-double.ts';

const PAY = `mutation Pay($input: PayOrderInput!) {
  payOrder(input: $input) { paymentId confirmationUrl userErrors { code message field } }
}`;

describe('payOrder', () => {
  const h = useHarness();
  /** Pays order o1 under the given idempotency key. */
  const pay = (idempotencyKey: string) =>
    h.gql(PAY, { variables: { input: { orderId: 'o1', idempotencyKey } } });

  it('sends the client’s idempotency key and answers where to send the buyer', async () => {
    h.api.handler = () => ({
      status: 200,
      body: {
        payment_id: 'pay1',
        confirmation_url: 'http://a.test/_dev/acquirer/pay1',
        status: 'PENDING',
      },
    });
    const first = await pay('key-0001-abcdef');
    const retry = await pay('key-0001-abcdef');
    expect(first.body.data).toEqual({
      payOrder: {
        paymentId: 'pay1',
        confirmationUrl: 'http://a.test/_dev/acquirer/pay1',
        userErrors: [],
      },
    });
    expect(retry.body.data).toEqual(first.body.data);
    const calls = h.api.callsTo('/v0/orders/o1/actions/pay');
    expect(calls.map((c) => [c.method, c.headers['idempotency-key']])).toEqual([
      ['POST', 'key-0001-abcdef'],
      ['POST', 'key-0001-abcdef'],
    ]);
  });

  it('an order that cannot be paid comes back as a user error with the API’s code', async () => {
    h.api.handler = () => failure(409, 'ORDER_NOT_PAYABLE', 'Заказ не ждёт оплаты');
    const res = await pay('key-0002-abcdef');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      payOrder: {
        paymentId: null,
        confirmationUrl: null,
        userErrors: [{ code: 'ORDER_NOT_PAYABLE', message: 'Заказ не ждёт оплаты', field: [] }],
      },
    });
  });

  it('online payment being off or the provider failing is told to the buyer by its code', async () => {
    h.api.handler = () => failure(503, 'PAYMENTS_UNAVAILABLE', 'Онлайн-оплата сейчас недоступна');
    const res = await pay('key-0003-abcdef');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toMatchObject({
      payOrder: { paymentId: null, userErrors: [{ code: 'PAYMENTS_UNAVAILABLE' }] },
    });
  });

  it('an unreachable API is an error, not data', async () => {
    h.api.handler = () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } });
    const res = await pay('key-0004-abcdef');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
