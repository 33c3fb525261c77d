import { describe, expect, it } from 'vitest';
import { startAuthApp } from '../auth/app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import { MARKET, signIn } from '../auth/helpers.ts';

describe.each(databaseKinds())('context on %s', (kind) => {
  const ctx = useTestApp(() => startAuthApp(kind));

  it('gives a new user their own main account, owned and current', async () => {
    const { cookies } = await signIn(ctx.app, 'new-owner@example.ru');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/users/me/context',
      headers: MARKET,
      cookies,
    });
    expect(response.statusCode).toBe(200);
    const context = response.json();
    expect(context.main_account_id).toEqual(expect.any(String));
    expect(context).toMatchObject({
      current_account_id: context.main_account_id,
      current_customer_id: null,
      accounts: [{ id: context.main_account_id, title: 'Аккаунт без названия' }],
      customers: [],
      limit: null,
    });
    expect(context.permissions).toEqual(expect.arrayContaining(['CREATE_COMPANY', 'LIST_USERS']));
    const settings = (
      await ctx.app.inject({ method: 'GET', url: '/v1/settings', headers: MARKET })
    ).json();
    expect(context.base_currency).toEqual(settings.base_currency);
    expect(context.display_currencies).toEqual(settings.display_currencies);
    expect(context.categories.length).toBeGreaterThan(0);
    expect(context.categories[0]).toEqual({
      title: expect.any(String),
      slug: expect.any(String),
      image_id: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      categories: expect.any(Array),
    });
  });

  it('keeps two users apart', async () => {
    const first = await signIn(ctx.app, 'first@example.ru');
    const second = await signIn(ctx.app, 'second@example.ru');
    const contextOf = async (cookies: Record<string, string>) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/v1/users/me/context',
          headers: MARKET,
          cookies,
        })
      ).json<{ main_account_id: string }>();
    const [a, b] = [await contextOf(first.cookies), await contextOf(second.cookies)];
    expect(a.main_account_id).not.toBe(b.main_account_id);
  });
});
