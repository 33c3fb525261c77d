import { describe, expect, it } from 'vitest';
import { parseIdentity } from '../../src/auth/identity.ts';
import { generateOtp, hashOtp, otpMatches } from '../../src/auth/otp-code.ts';
import { hashToken, successorTokens } from '../../src/auth/tokens.ts';

describe('identities', () => {
  it.each([
    ['  Ivan.Petrov@Example.RU ', { transport: 'EMAIL', value: 'ivan.petrov@example.ru' }],
    ['+7 (999) 123-45-67', { transport: 'SMS', value: '+79991234567' }],
    ['375 29 123 45 67', { transport: 'SMS', value: '+375291234567' }],
  ])('reads %s', (raw, expected) => {
    expect(parseIdentity(raw)).toEqual(expected);
  });

  it.each(['ivan@', '@example.ru', 'ivan example@ru', '12345', '+7 999 12a 45 67', ''])(
    'refuses %s',
    (raw) => {
      expect(parseIdentity(raw)).toBeNull();
    },
  );
});

describe('one-time code primitives', () => {
  it('draws four digits', () => {
    const codes = Array.from({ length: 200 }, generateOtp);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(150);
  });

  it('stores a keyed hash bound to the identity, not the code', () => {
    const hash = hashOtp('secret', 'a@b.ru', '1234');
    expect(hash).not.toContain('1234');
    expect(otpMatches('secret', 'a@b.ru', '1234', hash)).toBe(true);
    expect(otpMatches('secret', 'a@b.ru', '1235', hash)).toBe(false);
    expect(otpMatches('secret', 'c@d.ru', '1234', hash)).toBe(false);
    expect(otpMatches('other-secret', 'a@b.ru', '1234', hash)).toBe(false);
  });
});

describe('token successors', () => {
  it('are the same for the same token and secret, and unrelated otherwise', () => {
    const first = successorTokens('secret', 'token-1');
    expect(successorTokens('secret', 'token-1')).toEqual(first);
    expect(successorTokens('secret', 'token-2').refreshToken).not.toBe(first.refreshToken);
    expect(successorTokens('another', 'token-1').refreshToken).not.toBe(first.refreshToken);
    expect(first.accessToken).not.toBe(first.refreshToken);
    expect(hashToken(first.accessToken)).toMatch(/^[0-9a-f]{64}$/);
  });
});
