import type { OtpDeps } from './otp-service.ts';
import { parseIdentity } from './identity.ts';
import { otpMatches, OTP_LENGTH } from './otp-code.ts';
import { HttpError } from '../plugins/errors.ts';
import { openSession, type IssuedTokens } from './session-service.ts';
import {
  closeCode,
  findOpenCodeForUpdate,
  recordWrongTry,
} from '../repositories/auth/otp-codes.ts';
import { findOrCreateUser } from '../repositories/users/users.ts';

export interface SignIn {
  tokens: IssuedTokens;
  isRegistration: boolean;
}

const CODE_FORMAT = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const invalidCode = () => new HttpError(400, 'INVALID_CODE', 'Неверный код. Попробуйте ещё раз');

/**
 * Checks a one-time code and signs the user in, creating the user on first sign-in. Every failure
 * (no code, expired, used up, wrong) answers the same 400, and a wrong try is counted before the
 * answer, so five guesses kill the code whatever the order of requests.
 */
export async function verifyCode(
  deps: OtpDeps,
  input: { userIdentity: string; otp: string; fingerprint: string },
): Promise<SignIn> {
  const secret = deps.config.otpSecret;
  if (!secret) throw new HttpError(503, 'SIGN_IN_UNAVAILABLE', 'Вход не настроен');
  const identity = parseIdentity(input.userIdentity);
  const otp = input.otp.trim();
  if (!identity || !CODE_FORMAT.test(otp)) throw invalidCode();

  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const code = await findOpenCodeForUpdate(tx, identity.value);
    if (!code || code.expires_at <= now || code.failed_attempts >= deps.config.otp.maxAttempts) {
      return null;
    }
    if (!otpMatches(secret, identity.value, otp, code.code_hash)) {
      await recordWrongTry(tx, code.id, deps.config.otp.maxAttempts, now);
      return null;
    }
    await closeCode(tx, code.id, now);
    const user = await findOrCreateUser(tx, identity, now);
    const tokens = await openSession(tx, deps, user.userId, input.fingerprint);
    return { tokens, isRegistration: user.created };
  });
  if (!outcome) throw invalidCode();
  return outcome;
}
