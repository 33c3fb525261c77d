import { describe, expect, it } from 'vitest';
import { HOURLY_IP_LIMIT } from '../../src/routes/subscriptions/index.ts';
import { databaseKinds } from '../support/db.ts';
import { startTestApp, useTestApp } from '../support/app.ts';

describe.each(databaseKinds())('newsletter subscriptions on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));

  const subscribe = (
    payload: Record<string, unknown>,
    market: string | null = 'garwin',
    remoteAddress = '203.0.113.7',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/subscriptions',
      headers: market ? { 'x-market-id': market } : {},
      payload,
      remoteAddress,
    });

  const rowsOf = async (email: string) =>
    (
      await t.db.query<{ market: string; email: string; source: string }>(
        'SELECT market, email, source FROM subscriptions WHERE email = $1 ORDER BY market',
        [email],
      )
    ).rows;

  it('subscribes an address on garwin, stored lower-case with its source', async () => {
    const res = await subscribe({ email: '  Ivan.Petrov@Example.RU ', source: 'FOOTER' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowsOf('ivan.petrov@example.ru')).toEqual([
      { market: 'garwin', email: 'ivan.petrov@example.ru', source: 'FOOTER' },
    ]);
  });

  it('takes the same address again, in any case, without a second row', async () => {
    const first = await subscribe({ email: 'twice@example.ru', source: 'SIGN_IN' });
    const again = await subscribe({ email: 'TWICE@example.ru', source: 'FOOTER' });
    expect([first.statusCode, again.statusCode]).toEqual([204, 204]);
    expect(await rowsOf('twice@example.ru')).toEqual([
      { market: 'garwin', email: 'twice@example.ru', source: 'SIGN_IN' },
    ]);
  });

  it.each(['', 'ivan', 'ivan@', 'ivan@example', 'iv an@example.ru', '+79001234567'])(
    'rejects %j with «Некорректный формат e-mail»',
    async (email) => {
      const res = await subscribe({ email, source: 'FOOTER' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_EMAIL', message: 'Некорректный формат e-mail' });
    },
  );

  it('rejects an unknown source', async () => {
    const res = await subscribe({ email: 'source@example.ru', source: 'POPUP' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await rowsOf('source@example.ru')).toEqual([]);
  });

  it.each(['sprout', 'ipr', 'licota', 'store'])(
    'answers 404 SUBSCRIPTION_UNAVAILABLE on %s, which has no subscription section',
    async (market) => {
      const res = await subscribe({ email: 'other@example.ru', source: 'FOOTER' }, market);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SUBSCRIPTION_UNAVAILABLE');
      expect(await rowsOf('other@example.ru')).toEqual([]);
    },
  );

  it('needs the market header like every route', async () => {
    const res = await subscribe({ email: 'nomarket@example.ru', source: 'FOOTER' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MARKET_REQUIRED');
  });

  it('limits new addresses per visitor address, but not repeats or other visitors', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < HOURLY_IP_LIMIT; i += 1) {
      const res = await subscribe({ email: `bulk${i}@example.ru`, source: 'FOOTER' }, 'garwin', ip);
      expect(res.statusCode).toBe(204);
    }
    const over = await subscribe({ email: 'bulk-over@example.ru', source: 'FOOTER' }, 'garwin', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_SUBSCRIPTIONS');
    expect(await rowsOf('bulk-over@example.ru')).toEqual([]);

    const repeat = await subscribe({ email: 'bulk0@example.ru', source: 'FOOTER' }, 'garwin', ip);
    expect(repeat.statusCode).toBe(204);
    const elsewhere = await subscribe(
      { email: 'bulk-over@example.ru', source: 'FOOTER' },
      'garwin',
      '198.51.100.24',
    );
    expect(elsewhere.statusCode).toBe(204);
  });
});
