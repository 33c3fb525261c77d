import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import type { TestApp } from '../support/app.ts';
import { MARKET, lastCode, requestCode, verifyCode } from './helpers.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(databaseKinds())('captcha for SMS codes on %s', (kind) => {
  let ctx: TestApp;
  beforeAll(async () => {
    // A cheap challenge keeps the test fast; production uses the defaults.
    ctx = await startAuthApp(kind, { env: { ALTCHA_COST: '10', ALTCHA_MAX_COUNTER: '40' } });
  });
  afterAll(() => ctx.close());

  async function solvedPayload(): Promise<{ challenge: Challenge; payload: string }> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/auth/captcha',
      headers: MARKET,
    });
    expect(response.statusCode).toBe(200);
    const challenge = response.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('challenge not solved');
    return { challenge, payload: encode({ challenge, solution }) };
  }

  it('requires a captcha for a phone', async () => {
    const response = await requestCode(ctx.app, '+7 999 123-45-67', { transport: 'SMS' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('rejects a payload that is not a solved challenge', async () => {
    const { challenge } = await solvedPayload();
    const forged = encode({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } });
    for (const captcha of ['not base64 json', forged]) {
      const response = await requestCode(ctx.app, '+79991234567', { transport: 'SMS', captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    }
  });

  it('sends an SMS code for a solved challenge, once per solution', async () => {
    const { payload } = await solvedPayload();
    const sent = await requestCode(ctx.app, '+7 (999) 765-43-21', {
      transport: 'SMS',
      captcha: payload,
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(ctx.app, '+79997654321');
    expect((await verifyCode(ctx.app, '+7 999 765 43 21', code)).statusCode).toBe(200);

    const replay = await requestCode(ctx.app, '+79990001122', {
      transport: 'SMS',
      captcha: payload,
    });
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('does not ask for a captcha for e-mail', async () => {
    expect((await requestCode(ctx.app, 'no-captcha@example.ru')).statusCode).toBe(200);
  });
});
