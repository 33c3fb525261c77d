import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../support/app.ts';
import { signIn } from '../auth/helpers.ts';

const MARKET = { 'x-market-id': 'garwin' };
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

describe('text that cannot be stored is the client’s error, answered at the edge', () => {
  const t = useTestApp(() => startTestApp('pglite', { OTP_IP_LIMIT: '1000' }));
  let cookies: Record<string, string>;
  beforeAll(async () => {
    ({ cookies } = await signIn(t.app, 'edge@example.ru'));
  });

  const expectInvalidText = (response: { statusCode: number; json(): unknown }, what: string) => {
    expect(response.statusCode, what).toBe(400);
    expect(response.json(), what).toMatchObject({ code: 'INVALID_TEXT' });
  };

  it.each([
    ['a NUL byte', '%00'],
    ['a lone surrogate', '%ED%A0%80'],
    ['broken percent-encoding', '%E0%A4%A'],
  ])('refuses %s in a path or query', async (_what, bad) => {
    for (const url of [
      `/images/x${bad}`,
      `/v1/pages/category_catalog/krepezh${bad}`,
      `/v1/pages/product_catalog/${bad}`,
      `/v1/search/suggestions?query=${bad}`,
      `/v1/users/me/companies?page_size=1${bad}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: MARKET, cookies });
      expectInvalidText(response, url);
    }
  });

  it.each([
    ['a NUL byte', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('refuses %s anywhere in a JSON body', async (_what, bad) => {
    for (const [url, payload] of [
      ['/v1/products', { query: `дрель${bad}` }],
      ['/v1/city::search', { query: `Мо${bad}` }],
      ['/v1/users/me:select_customer', { customer_id: bad }],
      ['/v1/users/me:select_account', { account_id: `x${bad}` }],
      ['/v1/products', { filter: { brands: [`a${bad}`] } }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...MARKET, 'content-type': 'application/json' },
        cookies,
        // Serialised by hand: the lone surrogate travels as the \ud800 escape a client would send.
        payload: JSON.stringify(payload),
      });
      expectInvalidText(response, url);
    }
  });

  it('still takes text with Cyrillic, emoji and encoded percent signs', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/search/suggestions?query=${encodeURIComponent('дрель 100% 🔧')}`,
      headers: MARKET,
    });
    expect(response.statusCode).toBe(200);
  });
});
