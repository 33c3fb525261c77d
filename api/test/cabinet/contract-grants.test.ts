import { describe, expect, it } from 'vitest';
import { startAuthApp } from '../auth/app.ts';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { addCompany, legalEntries, signedIn } from './helpers.ts';

describe.each(databaseKinds())('contracts granted by the back office on %s', (kind) => {
  const ctx = useTestApp(() => startAuthApp(kind, { env: { FEED_TOKEN: 'back-office-token' } }));

  const grant = (authorization: string | undefined, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/internal/v1/contracts',
      headers: authorization ? { authorization } : {},
      payload: body,
    });

  it('gives the negotiated terms only with the feed token', async () => {
    const owner = await signedIn(ctx.app, 'contract-owner@example.ru');
    const entry = legalEntries.find((e) => e.price_type === 'DEALER');
    if (!entry) throw new Error('no dealer company');
    expect((await addCompany(owner, entry)).json()).toMatchObject({ limit: null });
    const body = { user_identity: 'contract-owner@example.ru', inn: entry.inn, kpp: entry.kpp };
    for (const authorization of [undefined, 'Bearer wrong-token']) {
      const refused = await grant(authorization, body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'FEED_UNAUTHORIZED' });
    }
    expect((await owner.context()).limit).toBeNull();
    expect((await grant('Bearer back-office-token', body)).statusCode).toBe(204);
    expect((await owner.context()).limit).toEqual({
      amount: entry.limit_amount,
      currency_code: 'RUB',
    });
  });
});
