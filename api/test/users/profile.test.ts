import { beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from '../auth/app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import { MARKET, getProfile, signIn, type Cookies } from '../auth/helpers.ts';

describe.each(databaseKinds())('profile on %s', (kind) => {
  const ctx = useTestApp(() => startAuthApp(kind));
  let cookies: Cookies;
  beforeAll(async () => {
    cookies = (await signIn(ctx.app, 'Profile@Example.ru')).cookies;
  });

  const patch = (payload: Record<string, string>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/profile',
      headers: MARKET,
      cookies,
      payload,
    });

  it('starts with empty names and the identity the user signed in with', async () => {
    const response = await getProfile(ctx.app, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: '',
      last_name: '',
      middle_name: '',
      email: 'profile@example.ru',
      phone: null,
      limit: null,
    });
  });

  it.each([
    { last_name: 'Иванов-Петров', first_name: 'Анна Мария', middle_name: 'Сергеевна' },
    { last_name: "O'Connor", first_name: 'Jean-Luc', middle_name: '' },
    { last_name: 'Ёлкина', first_name: 'Ян', middle_name: 'ОГЛЫ' },
  ])('saves valid names %o', async (names) => {
    const response = await patch(names);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(names);
    expect((await getProfile(ctx.app, cookies)).json()).toMatchObject(names);
  });

  it('saves empty names, as closing the finishing step does', async () => {
    const response = await patch({ last_name: '', first_name: '', middle_name: '' });
    expect(response.json()).toMatchObject({ last_name: '', first_name: '', middle_name: '' });
  });

  it.each([
    ['one letter', 'Я'],
    ['31 letters', 'А'.repeat(31)],
    ['digits', 'Иван2'],
    ['three words', 'Анна Мария Луиза'],
    ['a hyphen at the edge', '-Иван'],
    ['two hyphens in a row', 'Анна--Мария'],
    ['other scripts', 'Ἀλέξανδρος'],
    ['punctuation', 'Иван!'],
  ])('rejects %s with «Некорректный формат»', async (_case, value) => {
    const response = await patch({ first_name: value, last_name: 'Петров' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_NAME',
      message: 'Некорректный формат',
      details: { fields: ['first_name'] },
    });
  });

  it('does not change anything when one field is invalid', async () => {
    await patch({ last_name: 'Сидоров', first_name: 'Пётр', middle_name: '' });
    await patch({ last_name: 'Кузнецов', first_name: '1' });
    expect((await getProfile(ctx.app, cookies)).json()).toMatchObject({ last_name: 'Сидоров' });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/users/me/profile',
      headers: MARKET,
      payload: { first_name: 'Иван' },
    });
    expect(response.statusCode).toBe(401);
  });
});
