import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { listenOnLoopback } from '../support/listen.ts';
import type { TestApp } from '../support/app.ts';
import { MARKET, requestCode } from './helpers.ts';

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(JSON.parse(body)));
    request.on('error', reject);
  });
}

describe.each(databaseKinds())('delivery on %s', (kind) => {
  it('has no outbox and no transport in production unless configured', async () => {
    const ctx = await startAuthApp(kind, { env: { NODE_ENV: 'production', OTP_SECRET: 'secret' } });
    const response = await requestCode(ctx.app, 'prod@example.ru');
    expect(response.statusCode).toBe(503);
    const outbox = await ctx.app.inject({
      method: 'GET',
      url: '/_dev/outbox?user_identity=prod@example.ru',
    });
    expect(outbox.statusCode).toBe(404);
    await ctx.close();
  });

  it('refuses to sign in when production has no OTP_SECRET', async () => {
    const ctx = await startAuthApp(kind, { env: { NODE_ENV: 'production', DEV_OUTBOX: 'true' } });
    expect((await requestCode(ctx.app, 'prod@example.ru')).statusCode).toBe(503);
    await ctx.close();
  });

  it('lists outbox messages newest first with the code in the text', async () => {
    const ctx = await startAuthApp(kind);
    await requestCode(ctx.app, 'outbox@example.ru');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/_dev/outbox?user_identity=OUTBOX@example.ru',
    });
    expect(response.statusCode).toBe(200);
    const [message, ...rest] = response.json<Record<string, string>[]>();
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ transport: 'EMAIL', user_identity: 'outbox@example.ru' });
    expect(message?.text).toMatch(/^Код для входа: \d{4}$/);
    expect(Number.isNaN(Date.parse(message?.sent_at ?? ''))).toBe(false);
    await ctx.close();
  });

  describe('through an SMS gateway', () => {
    const received: unknown[] = [];
    let status = 200;
    const gateway = createServer(async (request, response) => {
      received.push({ auth: request.headers.authorization, body: await readJson(request) });
      response.writeHead(status).end();
    });
    let ctx: TestApp;

    beforeAll(async () => {
      const port = await listenOnLoopback(gateway);
      ctx = await startAuthApp(kind, {
        env: {
          SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
          SMS_GATEWAY_TOKEN: 'gateway-token',
          ALTCHA_COST: '10',
          ALTCHA_MAX_COUNTER: '20',
        },
      });
    });
    afterAll(async () => {
      await ctx.close();
      gateway.close();
    });

    async function captcha(): Promise<string> {
      const { solveChallenge } = await import('altcha-lib');
      const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
      const challenge = (
        await ctx.app.inject({ method: 'GET', url: '/v1/auth/captcha', headers: MARKET })
      ).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    }

    it('posts {phone, text} to the gateway', async () => {
      const response = await requestCode(ctx.app, '+375 29 123-45-67', {
        transport: 'SMS',
        captcha: await captcha(),
      });
      expect(response.statusCode).toBe(200);
      expect(received).toEqual([
        {
          auth: 'Bearer gateway-token',
          body: { phone: '+375291234567', text: expect.stringMatching(/^Код для входа: \d{4}$/) },
        },
      ]);
    });

    it('answers 503 when the gateway fails, and the failed message does not block a retry', async () => {
      status = 500;
      const failed = await requestCode(ctx.app, '+77011234567', {
        transport: 'SMS',
        captcha: await captcha(),
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ code: 'DELIVERY_FAILED' });
      status = 200;
      const retry = await requestCode(ctx.app, '+77011234567', {
        transport: 'SMS',
        captcha: await captcha(),
      });
      expect(retry.statusCode).toBe(200);
    });
  });
});
