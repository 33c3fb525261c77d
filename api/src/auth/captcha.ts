import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Payload } from 'altcha-lib';

/** Self-hosted proof-of-work captcha (ALTCHA, PoW v2): no outside service is involved. */
export interface CaptchaSettings {
  hmacKey: string;
  cost: number;
  maxCounter: number;
  ttlSeconds: number;
}

const ALGORITHM = 'PBKDF2/SHA-256';

function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

/**
 * A signed challenge for the `altcha` widget. The counter the client must reach is picked here
 * (deterministic mode), so verifying a solution costs one HMAC instead of a key derivation.
 */
export function newChallenge(settings: CaptchaSettings, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(Math.ceil(settings.maxCounter / 2), settings.maxCounter + 1),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + settings.ttlSeconds,
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
  });
}

export interface SolvedCaptcha {
  /** Unique per challenge: recorded so that one solution is accepted once. */
  challengeId: string;
  expiresAt: Date;
}

function parsePayload(raw: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    if (!('challenge' in value) || !('solution' in value)) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/** The solved challenge behind a widget payload (base64 JSON), or null if it does not verify. */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  raw: string,
): Promise<SolvedCaptcha | null> {
  const payload = parsePayload(raw);
  if (!payload) return null;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
    });
    if (!result.verified) return null;
  } catch {
    return null;
  }
  const { nonce, expiresAt } = payload.challenge.parameters;
  const fallbackExpiry = Date.now() + settings.ttlSeconds * 1000;
  return {
    challengeId: nonce,
    expiresAt: new Date(expiresAt ? expiresAt * 1000 : fallbackExpiry),
  };
}
