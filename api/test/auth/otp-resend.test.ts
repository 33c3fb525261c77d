import { describe, expect, it, vi } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { useTestApp } from '../support/app.ts';
import { requestCode, testClock, verifyCode } from './helpers.ts';
import type * as OtpCode from '../../src/auth/otp-code.ts';

// Fixed codes make "the old code" and "the new code" certainly different.
const codes = vi.hoisted(() => [] as string[]);
vi.mock('../../src/auth/otp-code.ts', async (importOriginal) => {
  const original = await importOriginal<typeof OtpCode>();
  return { ...original, generateOtp: () => codes.shift() ?? '9999' };
});

describe.each(databaseKinds())('resending a code on %s', (kind) => {
  const time = testClock();
  const ctx = useTestApp(() => startAuthApp(kind, { clock: time.clock }));

  it('refuses a resend before the retry timeout, then kills the old code', async () => {
    codes.splice(0, codes.length, '1111', '2222');
    const identity = 'resend@example.ru';
    expect((await requestCode(ctx.app, identity)).statusCode).toBe(200); // 1111

    time.advance(30);
    const early = await requestCode(ctx.app, identity);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'TOO_MANY_MESSAGES', details: { retry_after: 30 } });

    time.advance(31);
    expect((await requestCode(ctx.app, identity)).statusCode).toBe(200); // 2222
    const old = await verifyCode(ctx.app, identity, '1111');
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await verifyCode(ctx.app, identity, '2222')).statusCode).toBe(200);
  });
});
