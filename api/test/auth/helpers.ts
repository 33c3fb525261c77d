import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../src/auth/clock.ts';

export const MARKET = { 'x-market-id': 'garwin' };

/** A clock the test moves by hand. */
export function testClock(start = new Date('2030-01-15T10:00:00Z')) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

export type Cookies = Record<string, string>;

/** Cookies a response sets, as the next request would send them (cleared ones dropped). */
export function cookiesOf(response: LightMyRequestResponse, previous: Cookies = {}): Cookies {
  const jar = new Map(Object.entries(previous));
  for (const cookie of response.cookies) {
    if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return Object.fromEntries(jar);
}

export function requestCode(
  app: FastifyInstance,
  userIdentity: string,
  options: { transport?: 'EMAIL' | 'SMS'; ip?: string; captcha?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/generate_otp',
    headers: MARKET,
    remoteAddress: options.ip ?? '192.0.2.10',
    payload: {
      transport: options.transport ?? 'EMAIL',
      user_identity: userIdentity,
      fingerprint: 'device-1',
      captcha: options.captcha,
    },
  });
}

export function verifyCode(
  app: FastifyInstance,
  userIdentity: string,
  otp: string,
  fingerprint = 'device-1',
) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/verify_otp',
    headers: MARKET,
    payload: { user_identity: userIdentity, otp, fingerprint },
  });
}

/** The code of the newest outbox message to an identity. */
export async function lastCode(app: FastifyInstance, userIdentity: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/_dev/outbox?user_identity=${encodeURIComponent(userIdentity)}`,
  });
  const messages = response.json<{ text: string }[]>();
  const code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${userIdentity}: ${response.body}`);
  return code;
}

/** A wrong code for sure: differs from the real one. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** Requests and verifies a code; returns the session cookies and the verify response. */
export async function signIn(app: FastifyInstance, userIdentity: string, fingerprint = 'device-1') {
  const requested = await requestCode(app, userIdentity);
  if (requested.statusCode !== 200) throw new Error(`generate_otp: ${requested.body}`);
  const verified = await verifyCode(
    app,
    userIdentity,
    await lastCode(app, userIdentity),
    fingerprint,
  );
  if (verified.statusCode !== 200) throw new Error(`verify_otp: ${verified.body}`);
  return { cookies: cookiesOf(verified), response: verified };
}

export function refresh(app: FastifyInstance, cookies: Cookies, fingerprint = 'device-1') {
  return app.inject({
    method: 'POST',
    url: '/v1/users/me/sessions/current:refresh',
    headers: MARKET,
    cookies,
    payload: { fingerprint },
  });
}

export function getProfile(app: FastifyInstance, cookies: Cookies) {
  return app.inject({ method: 'GET', url: '/v1/users/me/profile', headers: MARKET, cookies });
}
