import { describe, expect, it } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import { lastCode, requestCode, testClock, verifyCode, wrongCode } from './helpers.ts';

describe.each(databaseKinds())('one-time codes on %s', (kind) => {
  const time = testClock();
  const ctx = useTestApp(() => startAuthApp(kind, { clock: time.clock }));

  it('sends four digits and tells the retry timeout', async () => {
    const response = await requestCode(ctx.app, 'Code.Format@Example.ru');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ retry_timeout: 60 });
    expect(await lastCode(ctx.app, 'code.format@example.ru')).toMatch(/^\d{4}$/);
  });

  it('registers on the first code and signs in on the next', async () => {
    const identity = 'flags@example.ru';
    await requestCode(ctx.app, identity);
    const first = await verifyCode(ctx.app, identity, await lastCode(ctx.app, identity));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ is_registration: true });
    expect(Date.parse(first.json<{ access_token_expires: string }>().access_token_expires)).toBe(
      time.clock().getTime() + 900_000,
    );

    time.advance(61);
    await requestCode(ctx.app, identity);
    const second = await verifyCode(ctx.app, identity, await lastCode(ctx.app, identity));
    expect(second.json()).toMatchObject({ is_registration: false });
  });

  it('accepts a code once', async () => {
    const identity = 'once@example.ru';
    await requestCode(ctx.app, identity);
    const code = await lastCode(ctx.app, identity);
    expect((await verifyCode(ctx.app, identity, code)).statusCode).toBe(200);
    const again = await verifyCode(ctx.app, identity, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('lets a code expire after ten minutes', async () => {
    await requestCode(ctx.app, 'late@example.ru');
    await requestCode(ctx.app, 'in-time@example.ru');
    const late = await lastCode(ctx.app, 'late@example.ru');
    const inTime = await lastCode(ctx.app, 'in-time@example.ru');

    time.advance(599);
    expect((await verifyCode(ctx.app, 'in-time@example.ru', inTime)).statusCode).toBe(200);
    time.advance(2);
    const expired = await verifyCode(ctx.app, 'late@example.ru', late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('kills a code after five wrong tries', async () => {
    const identity = 'guesser@example.ru';
    await requestCode(ctx.app, identity);
    const code = await lastCode(ctx.app, identity);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await verifyCode(ctx.app, identity, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    }
    expect((await verifyCode(ctx.app, identity, code)).statusCode).toBe(400);
  });

  it('counts parallel wrong tries too', async () => {
    const identity = 'parallel@example.ru';
    await requestCode(ctx.app, identity);
    const code = await lastCode(ctx.app, identity);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => verifyCode(ctx.app, identity, wrongCode(code))),
    );
    expect(guesses.every((guess) => guess.statusCode === 400)).toBe(true);
    expect((await verifyCode(ctx.app, identity, code)).statusCode).toBe(400);
  });

  it('still accepts the right code after four wrong tries', async () => {
    const identity = 'careful@example.ru';
    await requestCode(ctx.app, identity);
    const code = await lastCode(ctx.app, identity);
    for (let attempt = 0; attempt < 4; attempt++)
      await verifyCode(ctx.app, identity, wrongCode(code));
    expect((await verifyCode(ctx.app, identity, code)).statusCode).toBe(200);
  });

  it('answers a code for an identity that asked for none like a wrong code', async () => {
    const response = await verifyCode(ctx.app, 'never-asked@example.ru', '1234');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CODE' });
    const malformed = await verifyCode(ctx.app, 'never-asked@example.ru', '12a4');
    expect(malformed.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('rejects an identity that does not fit the transport', async () => {
    const email = await requestCode(ctx.app, 'not-an-email');
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ code: 'INVALID_IDENTITY' });
    const phone = await requestCode(ctx.app, 'someone@example.ru', { transport: 'SMS' });
    expect(phone.statusCode).toBe(400);
  });
});
