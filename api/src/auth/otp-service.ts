import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig } from './config.ts';
import type { Clock } from './clock.ts';
import { addSeconds } from './clock.ts';
import type { Database } from '../db/types.ts';
import type { Senders } from './delivery/types.ts';
import type { Transport } from './identity.ts';
import { parseIdentity } from './identity.ts';
import { generateOtp, hashOtp } from './otp-code.ts';
import { HttpError } from '../plugins/errors.ts';
import { EMAIL_FORMAT_MESSAGE, PHONE_FORMAT_MESSAGE } from '../schemas/common.ts';
import { verifyCaptcha } from './captcha.ts';
import { claimCaptchaSolution } from '../repositories/auth/captcha-solutions.ts';
import {
  countRecentMessages,
  deleteCode,
  lockRequestKeys,
  purgeCodesBefore,
  replaceCode,
} from '../repositories/auth/otp-codes.ts';
import { TOO_MANY_MESSAGES_MESSAGE } from '../rules/messages/rate-limits.ts';

export interface OtpDeps {
  db: Database;
  config: AuthConfig;
  clock: Clock;
  senders: Senders;
  log: FastifyBaseLogger;
}

export interface CodeRequest {
  transport: Transport;
  userIdentity: string;
  clientIp: string;
  captcha?: string | null | undefined;
}

const IDENTITY_MESSAGES: Record<Transport, string> = {
  EMAIL: EMAIL_FORMAT_MESSAGE,
  SMS: PHONE_FORMAT_MESSAGE,
};

const tooMany = (retryAfter: number) =>
  new HttpError(409, 'TOO_MANY_MESSAGES', TOO_MANY_MESSAGES_MESSAGE, {
    retry_after: retryAfter,
  });

export function codeMessageText(code: string): string {
  return `Код для входа: ${code}`;
}

/** 400 CAPTCHA_REQUIRED or CAPTCHA_INVALID unless `payload` is a fresh solved challenge (used once). */
export async function requireCaptcha(
  deps: OtpDeps,
  payload: string | null | undefined,
): Promise<void> {
  const { hmacKey } = deps.config.captcha;
  if (!hmacKey) throw new HttpError(503, 'SIGN_IN_UNAVAILABLE', 'Вход не настроен');
  if (!payload) throw new HttpError(400, 'CAPTCHA_REQUIRED', 'Требуется капча');
  const solved = await verifyCaptcha({ ...deps.config.captcha, hmacKey }, payload);
  const fresh =
    solved &&
    (await claimCaptchaSolution(deps.db, solved.challengeId, solved.expiresAt, deps.clock()));
  if (!fresh) throw new HttpError(400, 'CAPTCHA_INVALID', 'Капча не решена');
}

/**
 * Sends a new one-time code. The answer is the same whether or not the identity has an account,
 * so it cannot be used to find out who is registered. Throws 409 when the identity or the address
 * has had too many messages, or asks again before the retry timeout.
 */
export async function requestCode(deps: OtpDeps, request: CodeRequest): Promise<number> {
  const { config, clock } = deps;
  const identity = parseIdentity(request.userIdentity);
  if (!identity || identity.transport !== request.transport) {
    throw new HttpError(400, 'INVALID_IDENTITY', IDENTITY_MESSAGES[request.transport]);
  }
  const secret = config.otpSecret;
  const sender = deps.senders[identity.transport];
  if (!secret || !sender) {
    throw new HttpError(503, 'SIGN_IN_UNAVAILABLE', 'Вход этим способом недоступен');
  }
  if (identity.transport === 'SMS') await requireCaptcha(deps, request.captcha);

  const { code, codeId } = await deps.db.transaction(async (tx) => {
    const now = clock();
    const { limitWindowSeconds, retrySeconds, identityLimit, ipLimit, ttlSeconds } = config.otp;
    await lockRequestKeys(tx, identity.value, request.clientIp);
    const windowStart = addSeconds(now, -limitWindowSeconds);
    const recent = await countRecentMessages(tx, identity.value, request.clientIp, windowStart);
    if (recent.lastToIdentityAt) {
      const wait = (recent.lastToIdentityAt.getTime() + retrySeconds * 1000 - now.getTime()) / 1000;
      if (wait > 0) throw tooMany(Math.ceil(wait));
    }
    if (recent.toIdentity >= identityLimit || recent.fromAddress >= ipLimit) {
      throw tooMany(limitWindowSeconds);
    }
    await purgeCodesBefore(tx, addSeconds(windowStart, -Math.max(ttlSeconds, 86_400)));
    const code = generateOtp();
    const codeId = await replaceCode(tx, {
      identity: identity.value,
      transport: identity.transport,
      codeHash: hashOtp(secret, identity.value, code),
      ip: request.clientIp,
      now,
      expiresAt: addSeconds(now, ttlSeconds),
    });
    return { code, codeId };
  });

  try {
    await sender.send({
      transport: identity.transport,
      to: identity.value,
      subject: 'Код для входа',
      text: codeMessageText(code),
    });
  } catch (error) {
    await deleteCode(deps.db, codeId);
    deps.log.error({ err: error, sender: sender.name }, 'one-time code could not be sent');
    throw new HttpError(503, 'DELIVERY_FAILED', 'Не удалось отправить код, попробуйте позже');
  }
  return config.otp.retrySeconds;
}
