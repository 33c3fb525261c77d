import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are long random strings, so a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hashFingerprint(fingerprint: string): string {
  return createHash('sha256').update(`fingerprint\n${fingerprint}`).digest('hex');
}

/**
 * The pair that replaces a refresh token. It is derived from the old token with a server secret
 * instead of drawn at random, so a second refresh with the same old token inside the grace window
 * (another tab, another BFF replica) gets the very same pair without the raw tokens ever being
 * stored.
 */
export function successorTokens(secret: string, refreshToken: string) {
  const derive = (purpose: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${refreshToken}`).digest('base64url');
  return { refreshToken: derive('refresh'), accessToken: derive('access') };
}
