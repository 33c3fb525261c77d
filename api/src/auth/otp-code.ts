import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 4;

/** A fresh one-time code: four digits from the operating system's random source. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The only form in which a code is stored. Keyed with a server secret, because four digits alone
 * would fall to a lookup table; the identity is mixed in so a hash is useless for anyone else.
 */
export function hashOtp(secret: string, identity: string, code: string): string {
  return createHmac('sha256', secret).update(`${identity}\n${code}`).digest('hex');
}

export function otpMatches(secret: string, identity: string, code: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashOtp(secret, identity, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
