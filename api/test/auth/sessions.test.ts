import { describe, expect, it } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import { MARKET, cookiesOf, getProfile, refresh, signIn, testClock } from './helpers.ts';

describe.each(databaseKinds())('sessions on %s', (kind) => {
  const time = testClock();
  const ctx = useTestApp(() => startAuthApp(kind, { clock: time.clock }));

  it('sets both tokens as HttpOnly, SameSite=Lax cookies on the whole site', async () => {
    const { response } = await signIn(ctx.app, 'cookies@example.ru');
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(byName.access_token).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 900,
    });
    expect(byName.refresh_token).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 1_209_600,
    });
    expect(byName.access_token?.secure).toBeFalsy();
  });

  it('answers 401 UNAUTHENTICATED without a live access token', async () => {
    const missing = await getProfile(ctx.app, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const { cookies } = await signIn(ctx.app, 'expiring@example.ru');
    expect((await getProfile(ctx.app, cookies)).statusCode).toBe(200);
    time.advance(901);
    expect((await getProfile(ctx.app, cookies)).statusCode).toBe(401);

    const refreshed = await refresh(ctx.app, cookies);
    expect(refreshed.statusCode).toBe(200);
    expect((await getProfile(ctx.app, cookiesOf(refreshed, cookies))).statusCode).toBe(200);
  });

  it('rotates the refresh token', async () => {
    const { cookies } = await signIn(ctx.app, 'rotate@example.ru');
    const first = await refresh(ctx.app, cookies);
    expect(first.statusCode).toBe(200);
    const rotated = cookiesOf(first, cookies);
    expect(rotated.refresh_token).not.toBe(cookies.refresh_token);
    expect(rotated.access_token).not.toBe(cookies.access_token);
    expect(Date.parse(first.json<{ access_token_expires: string }>().access_token_expires)).toBe(
      time.clock().getTime() + 900_000,
    );
    time.advance(30);
    const second = await refresh(ctx.app, rotated);
    expect(second.statusCode).toBe(200);
  });

  it('gives two concurrent refreshes with the same token the same new pair', async () => {
    const { cookies } = await signIn(ctx.app, 'two-tabs@example.ru');
    const [a, ...others] = await Promise.all(
      Array.from({ length: 4 }, () => refresh(ctx.app, cookies)),
    );
    if (!a) throw new Error('no response');
    expect([a, ...others].map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const other of others) expect(cookiesOf(other)).toEqual(cookiesOf(a));
    time.advance(5);
    const late = await refresh(ctx.app, cookies);
    expect(late.statusCode).toBe(200);
    expect(cookiesOf(late)).toEqual(cookiesOf(a));
    expect((await getProfile(ctx.app, cookiesOf(a))).statusCode).toBe(200);
  });

  it('revokes the whole session when an old token comes back after the grace window', async () => {
    const { cookies } = await signIn(ctx.app, 'stolen@example.ru');
    const current = cookiesOf(await refresh(ctx.app, cookies), cookies);
    time.advance(11);
    const reuse = await refresh(ctx.app, cookies);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await getProfile(ctx.app, current)).statusCode).toBe(401);
    expect((await refresh(ctx.app, current)).statusCode).toBe(401);
  });

  it('refuses a refresh from another device fingerprint without ending the session', async () => {
    const { cookies } = await signIn(ctx.app, 'fingerprint@example.ru', 'device-A');
    const foreign = await refresh(ctx.app, cookies, 'device-B');
    expect(foreign.statusCode).toBe(401);
    expect((await refresh(ctx.app, cookies, 'device-A')).statusCode).toBe(200);
  });

  it('binds the fingerprint within the grace window too', async () => {
    const { cookies } = await signIn(ctx.app, 'grace-thief@example.ru', 'device-A');
    const renewed = await refresh(ctx.app, cookies, 'device-A');
    expect(renewed.statusCode).toBe(200);
    time.advance(2);
    const stolen = await refresh(ctx.app, cookies, 'device-B');
    expect(stolen.statusCode).toBe(401);
    expect(String(stolen.headers['set-cookie'])).not.toMatch(/access_token=[^;]/);
    expect((await refresh(ctx.app, cookies, 'device-A')).statusCode).toBe(200);
  });

  it('ends the refresh session after fourteen days', async () => {
    const { cookies } = await signIn(ctx.app, 'fortnight@example.ru');
    time.advance(14 * 86_400 + 1);
    expect((await refresh(ctx.app, cookies)).statusCode).toBe(401);
  });

  it('terminates the session and clears the cookies', async () => {
    const { cookies } = await signIn(ctx.app, 'leaving@example.ru');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users/me/sessions/current:terminate',
      headers: { ...MARKET, 'content-type': 'application/json' },
      cookies,
    });
    expect(response.statusCode).toBe(204);
    expect(cookiesOf(response, cookies)).toEqual({});
    expect((await getProfile(ctx.app, cookies)).statusCode).toBe(401);
    expect((await refresh(ctx.app, cookies)).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())('session cookies in production on %s', (kind) => {
  // Two apps started in production mode, one after the other: a busy machine may take a while.
  it('are Secure unless COOKIE_SECURE=false', async () => {
    const env = { NODE_ENV: 'production', OTP_SECRET: 'test-secret', DEV_OUTBOX: 'true' };
    for (const [extra, secure] of [
      [{}, true],
      [{ COOKIE_SECURE: 'false' }, false],
    ] as const) {
      const ctx = await startAuthApp(kind, { env: { ...env, ...extra } });
      const { response } = await signIn(ctx.app, 'secure@example.ru');
      expect(response.cookies.every((c) => Boolean(c.secure) === secure)).toBe(true);
      await ctx.close();
    }
  }, 120_000);
});
