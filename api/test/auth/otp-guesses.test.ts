import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import { MARKET, lastCode, requestCode, testClock, wrongCode } from './helpers.ts';

function verifyFrom(app: FastifyInstance, ip: string, userIdentity: string, otp: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/verify_otp',
    headers: MARKET,
    remoteAddress: ip,
    payload: { user_identity: userIdentity, otp, fingerprint: 'device-1' },
  });
}

describe.each(databaseKinds())('wrong one-time codes on %s', (kind) => {
  const time = testClock();
  const ctx = useTestApp(() =>
    startAuthApp(kind, { clock: time.clock, env: { OTP_IP_FAILURE_LIMIT: '12' } }),
  );

  it('caps an identity at ten wrong codes a day across resends, then says how long to wait', async () => {
    const identity = 'guessed@example.ru';
    for (let code = 0; code < 2; code++) {
      expect((await requestCode(ctx.app, identity, { ip: `198.51.100.${code}` })).statusCode).toBe(
        200,
      );
      const real = await lastCode(ctx.app, identity);
      for (let guess = 0; guess < 5; guess++) {
        const wrong = await verifyFrom(
          ctx.app,
          `203.0.113.${code * 5 + guess}`,
          identity,
          wrongCode(real),
        );
        expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
      }
      time.advance(61);
    }
    // A third code: even the right one is refused now, whatever the address.
    expect((await requestCode(ctx.app, identity, { ip: '198.51.100.9' })).statusCode).toBe(200);
    const right = await lastCode(ctx.app, identity);
    const capped = await verifyFrom(ctx.app, '192.0.2.77', identity, right);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Слишком много неверных кодов. Попробуйте снова через 24 ч',
      details: { retry_after: 86_400 - 122 },
    });
    expect(capped.headers['set-cookie']).toBeUndefined();

    time.advance(86_400);
    expect((await requestCode(ctx.app, identity, { ip: '198.51.100.10' })).statusCode).toBe(200);
    const fresh = await lastCode(ctx.app, identity);
    expect((await verifyFrom(ctx.app, '192.0.2.77', identity, fresh)).statusCode).toBe(200);
  });

  it('caps wrong codes from one address across identities', async () => {
    const ip = '203.0.113.200';
    for (let n = 0; n < 3; n++) {
      const identity = `spray${n}@example.ru`;
      await requestCode(ctx.app, identity, { ip: `198.51.100.${50 + n}` });
      const real = await lastCode(ctx.app, identity);
      for (let guess = 0; guess < 4; guess++) {
        expect((await verifyFrom(ctx.app, ip, identity, wrongCode(real))).statusCode).toBe(400);
      }
    }
    const identity = 'neighbour@example.ru';
    await requestCode(ctx.app, identity, { ip: '198.51.100.60' });
    const real = await lastCode(ctx.app, identity);
    const capped = await verifyFrom(ctx.app, ip, identity, real);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // The same code from another address still signs in.
    expect((await verifyFrom(ctx.app, '203.0.113.201', identity, real)).statusCode).toBe(200);
  });
});
