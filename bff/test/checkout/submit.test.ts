import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { ORDER_ID, bodyOf, failure, purchase } from './fixtures.ts';

const SESSION = { cookie: 'access_token=t' };
const SUBMIT = `mutation($input: SubmitCheckoutInput!) {
  submitCheckout(input: $input) {
    purchase { id orders { id number status total { amount } paymentMethod } }
    userErrors { field message code }
  }
}`;

describe('submit', () => {
  const h = useHarness({ handler: () => ({ status: 201, body: purchase }) });

  const submit = (attemptKey: string, comment?: string) =>
    h.gql(SUBMIT, {
      headers: SESSION,
      variables: { input: { orderId: ORDER_ID, attemptKey, comment } },
    });

  it('sends the attempt key as the Idempotency-Key, the same one on every retry', async () => {
    const [first, second] = await Promise.all([
      submit('attempt-1', '  Позвонить за час '),
      submit('attempt-1', '  Позвонить за час '),
    ]);
    for (const res of [first, second]) {
      expect(res.body.data?.['submitCheckout']).toEqual({
        purchase: {
          id: 'pu1',
          orders: [
            {
              id: 'o1',
              number: 'GW-100001',
              status: 'AWAITING_PAYMENT',
              total: { amount: 9500 },
              paymentMethod: 'CARD_ONLINE',
            },
          ],
        },
        userErrors: [],
      });
    }
    const calls = h.api.callsTo(`/v1/users/me/checkout/orders/${ORDER_ID}/submit`);
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(['attempt-1', 'attempt-1']);
    expect(bodyOf(calls[0])).toEqual({ comment: 'Позвонить за час' });
  });

  it('a new attempt carries a new key; no comment is left out of the body', async () => {
    await submit('attempt-1');
    await submit('attempt-2');
    expect(bodyOf(h.api.calls[0])).toEqual({});
    expect(h.api.calls.map((c) => c.headers['idempotency-key'])).toEqual([
      'attempt-1',
      'attempt-2',
    ]);
  });

  it('refuses an empty attempt key without calling the API', async () => {
    const res = await submit('  ');
    expect(res.body.data?.['submitCheckout']).toMatchObject({
      purchase: null,
      userErrors: [{ code: 'VALIDATION_FAILED' }],
    });
    expect(h.api.calls).toEqual([]);
  });

  it('a changed offer refuses the submit with its code', async () => {
    h.api.handler = () => failure(409, 'OFFER_CHANGED', 'Цены изменились');
    const res = await submit('attempt-3');
    expect(res.body.data?.['submitCheckout']).toEqual({
      purchase: null,
      userErrors: [{ field: [], message: 'Цены изменились', code: 'OFFER_CHANGED' }],
    });
  });

  it('reads a purchase, and answers null for one that is not the user’s', async () => {
    h.api.handler = (call) =>
      call.path === '/v1/users/me/purchases/pu1' ? { status: 200, body: purchase } : undefined;
    const found = await h.gql(`{ purchase(id: "pu1") { id orders { number } } }`, {
      headers: SESSION,
    });
    expect(found.body.data?.['purchase']).toEqual({ id: 'pu1', orders: [{ number: 'GW-100001' }] });
    const missing = await h.gql(`{ purchase(id: "nope") { id } }`, { headers: SESSION });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data?.['purchase']).toBeNull();
  });
});
