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
import { addSeconds } from './clock.ts';
import {
  countRecentFailures,
  lockVerifyKeys,
  recordFailure,
} from '../repositories/auth/otp-failures.ts';
import { INVALID_CODE_MESSAGE } from '../rules/messages/auth.ts';

export interface SignIn {
  tokens: IssuedTokens;
  isRegistration: boolean;
}

const CODE_FORMAT = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const invalidCode = () => new HttpError(400, 'INVALID_CODE', INVALID_CODE_MESSAGE);

/** How long until the next try, in the largest whole unit a person reads at a glance. */
function waitText(seconds: number): string {
  if (seconds >= 3600) return `${Math.ceil(seconds / 3600)} ч`;
  return `${Math.max(1, Math.ceil(seconds / 60))} мин`;
}

const tooManyAttempts = (retryAfter: number) =>
  new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Слишком много неверных кодов. Попробуйте снова через ${waitText(retryAfter)}`,
    { retry_after: retryAfter },
  );

/** A code check: signed in, or refused for the cap on wrong codes (seconds to wait). */
type Checked = SignIn | { retryAfter: number };

/**
 * Checks a one-time code and signs the user in, creating the user on first sign-in. Every failure
 * (no code, expired, used up, wrong) answers the same 400, and a wrong try is counted before the
 * answer, so five guesses kill the code whatever the order of requests. Wrong tries are also
 * counted per identity across its codes (a resend gives no fresh guesses) and per address: past
 * either cap every check answers 429 TOO_MANY_ATTEMPTS, saying how long to wait, until the oldest
 * counted try leaves the window.
 */
export async function verifyCode(
  deps: OtpDeps,
  input: { userIdentity: string; otp: string; fingerprint: string; clientIp: string },
): Promise<SignIn> {
  const secret = deps.config.otpSecret;
  if (!secret) throw new HttpError(503, 'SIGN_IN_UNAVAILABLE', 'Вход не настроен');
  const identity = parseIdentity(input.userIdentity);
  const otp = input.otp.trim();
  if (!identity || !CODE_FORMAT.test(otp)) throw invalidCode();

  const { identityFailureLimit, ipFailureLimit, failureWindowSeconds } = deps.config.otp;
  const outcome = await deps.db.transaction(async (tx): Promise<Checked | null> => {
    const now = deps.clock();
    const windowStart = addSeconds(now, -failureWindowSeconds);
    await lockVerifyKeys(tx, identity.value, input.clientIp);
    const failures = await countRecentFailures(tx, identity.value, input.clientIp, windowStart);
    const capped = [
      failures.identity.count >= identityFailureLimit ? failures.identity.oldest : null,
      failures.address.count >= ipFailureLimit ? failures.address.oldest : null,
    ].filter((at): at is Date => at !== null);
    if (capped.length > 0) {
      const freedAt = Math.max(...capped.map((at) => at.getTime())) + failureWindowSeconds * 1000;
      return { retryAfter: Math.ceil((freedAt - now.getTime()) / 1000) };
    }
    const code = await findOpenCodeForUpdate(tx, identity.value);
    if (!code || code.expires_at <= now || code.failed_attempts >= deps.config.otp.maxAttempts) {
      return null;
    }
    if (!otpMatches(secret, identity.value, otp, code.code_hash)) {
      await recordWrongTry(tx, code.id, deps.config.otp.maxAttempts, now);
      const failure = { identity: identity.value, ip: input.clientIp, now };
      await recordFailure(tx, { ...failure, forgetBefore: windowStart });
      return null;
    }
    await closeCode(tx, code.id, now);
    const user = await findOrCreateUser(tx, identity, now);
    const tokens = await openSession(tx, deps, user.userId, input.fingerprint);
    return { tokens, isRegistration: user.created };
  });
  if (!outcome) throw invalidCode();
  if ('retryAfter' in outcome) throw tooManyAttempts(outcome.retryAfter);
  return outcome;
}
