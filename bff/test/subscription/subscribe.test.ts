import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { failure } from '../rest-double.ts';

const SUBSCRIBE = `mutation ($input: SubscribeInput!) {
  subscribe(input: $input) { ok userErrors { field message code } }
}`;

describe('subscribe', () => {
  const h = useHarness();

  const send = (email: string, source = 'FOOTER', host = 'garwin.localhost') =>
    h.gql(SUBSCRIBE, {
      headers: { 'x-forwarded-host': host },
      variables: { input: { email, source } },
    });

  it('posts the trimmed address and its source with the market header', async () => {
    h.api.handler = () => ({ status: 204 });
    const res = await send('  Anna@Example.ru ', 'SIGN_IN');
    expect(res.body).toEqual({ data: { subscribe: { ok: true, userErrors: [] } } });
    const call = h.api.callsTo('/v1/subscriptions')[0];
    expect(call?.method).toBe('POST');
    expect(call?.headers['x-market-id']).toBe('garwin');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ email: 'Anna@Example.ru', source: 'SIGN_IN' });
  });

  it('returns a bad address as a user error on the email field', async () => {
    h.api.handler = () => failure(400, 'INVALID_EMAIL', 'Некорректный формат e-mail');
    const res = await send('nope');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['subscribe']).toEqual({
      ok: false,
      userErrors: [
        { field: ['email'], message: 'Некорректный формат e-mail', code: 'INVALID_EMAIL' },
      ],
    });
  });

  it('returns a market without a newsletter as SUBSCRIPTION_UNAVAILABLE', async () => {
    h.api.handler = () =>
      failure(404, 'SUBSCRIPTION_UNAVAILABLE', 'Подписка на рассылку недоступна');
    const res = await send('anna@example.ru', 'FOOTER', 'sprout.localhost');
    expect(h.api.calls[0]?.headers['x-market-id']).toBe('sprout');
    expect(res.body.data?.['subscribe']).toEqual({
      ok: false,
      userErrors: [
        { field: [], message: 'Подписка на рассылку недоступна', code: 'SUBSCRIPTION_UNAVAILABLE' },
      ],
    });
  });

  it('returns the per-address limit as RATE_LIMITED', async () => {
    h.api.handler = () => failure(429, 'TOO_MANY_SUBSCRIPTIONS', 'Слишком много подписок');
    const res = await send('anna@example.ru');
    expect(res.body.data?.['subscribe']).toMatchObject({
      ok: false,
      userErrors: [{ code: 'RATE_LIMITED', message: 'Слишком много подписок' }],
    });
  });

  it('lets an outage through as a GraphQL error', async () => {
    h.api.handler = () => ({ status: 503, body: { code: 'INTERNAL', message: 'x' } });
    const res = await send('anna@example.ru');
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('rejects an unknown source before calling the API', async () => {
    const res = await send('anna@example.ru', 'POPUP');
    expect(res.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(h.api.calls).toEqual([]);
  });
});
