import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addSeconds } from '../../auth/clock.ts';
import { ACCESS_COOKIE } from '../../auth/cookies.ts';
import { requireCaptcha } from '../../auth/otp-service.ts';
import { authenticate } from '../../auth/session-service.ts';
import { HttpError } from '../../plugins/errors.ts';
import { countRequestsFromIpSince } from '../../repositories/helpdesk/requests.ts';
import { TOO_MANY_HELPDESK_REQUESTS_MESSAGE } from '../../rules/messages/rate-limits.ts';

/** The signed-in user behind the request, or null for a visitor (an expired token is a visitor). */
export async function signedInUserId(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  const session = await authenticate(app.auth, request.cookies[ACCESS_COOKIE]);
  return session?.user_id ?? null;
}

export const tooManyRequests = () =>
  new HttpError(429, 'TOO_MANY_HELPDESK_REQUESTS', TOO_MANY_HELPDESK_REQUESTS_MESSAGE);

/**
 * Lets a request through: within the hourly limit of its visitor address (429 otherwise), and with
 * a solved captcha unless the sender is signed in (400 CAPTCHA_REQUIRED / CAPTCHA_INVALID).
 * Returns the signed-in user id, or null.
 */
export async function admit(
  app: FastifyInstance,
  request: FastifyRequest,
  hourlyLimit: number,
  captcha: string | undefined,
): Promise<string | null> {
  const userId = await signedInUserId(app, request);
  const since = addSeconds(app.auth.clock(), -3600);
  if ((await countRequestsFromIpSince(app.auth.db, request.ip, since)) >= hourlyLimit) {
    throw tooManyRequests();
  }
  if (!userId) await requireCaptcha(app.auth, captcha);
  return userId;
}
