import type { AuthConfig } from './config.ts';
import type { Clock } from './clock.ts';
import { addSeconds } from './clock.ts';
import type { Database, Sql } from '../db/types.ts';
import { HttpError } from '../plugins/errors.ts';
import { unauthenticated } from './failures.ts';
import { hashFingerprint, hashToken, newToken, successorTokens } from './tokens.ts';
import {
  findAccessTokenExpiry,
  findRefreshTokenForUpdate,
  findSessionByAccessToken,
  findSessionIdByRefreshToken,
  insertSession,
  insertTokenPair,
  markRotated,
  purgeExpiredSessions,
  revokeSession,
  type AuthenticatedSession,
} from '../repositories/auth/sessions.ts';

export interface SessionDeps {
  db: Database;
  config: AuthConfig;
  clock: Clock;
}

/** Raw tokens for the cookies; only their hashes are stored. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
}

function requireSecret(config: AuthConfig): string {
  if (!config.sessionSecret) {
    throw new HttpError(503, 'SIGN_IN_UNAVAILABLE', 'Сессии не настроены');
  }
  return config.sessionSecret;
}

async function issuePair(
  tx: Sql,
  deps: SessionDeps,
  sessionId: string,
  tokens: { accessToken: string; refreshToken: string },
  now: Date,
): Promise<IssuedTokens> {
  const { accessTtlSeconds, refreshTtlSeconds } = deps.config.session;
  const accessExpiresAt = addSeconds(now, accessTtlSeconds);
  await insertTokenPair(tx, {
    sessionId,
    refreshHash: hashToken(tokens.refreshToken),
    accessHash: hashToken(tokens.accessToken),
    now,
    refreshExpiresAt: addSeconds(now, refreshTtlSeconds),
    accessExpiresAt,
  });
  return { ...tokens, accessExpiresAt };
}

/** Opens a session for a user who has just proved their identity, inside the caller's transaction. */
export async function openSession(
  tx: Sql,
  deps: SessionDeps,
  userId: string,
  fingerprint: string,
): Promise<IssuedTokens> {
  requireSecret(deps.config);
  const now = deps.clock();
  await purgeExpiredSessions(tx, now);
  const sessionId = await insertSession(tx, {
    userId,
    fingerprintHash: hashFingerprint(fingerprint),
    now,
    expiresAt: addSeconds(now, deps.config.session.refreshTtlSeconds),
  });
  return issuePair(tx, deps, sessionId, { accessToken: newToken(), refreshToken: newToken() }, now);
}

/**
 * Swaps a refresh token for a new pair. The token just replaced still works for the grace window
 * and yields the same pair (two tabs or BFF replicas refreshing at once); presented later it is
 * taken as stolen and the whole session is revoked. A different device fingerprint gets a 401.
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string | undefined,
  fingerprint: string,
): Promise<IssuedTokens> {
  const secret = requireSecret(deps.config);
  if (!refreshToken) throw unauthenticated('Нет токена обновления');
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const token = await findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!token || token.revoked_at || new Date(token.expires_at) <= now) {
      return { error: 'Сессия истекла' } as const;
    }
    if (token.fingerprint_hash !== hashFingerprint(fingerprint)) {
      return { error: 'Сессия принадлежит другому устройству' } as const;
    }
    const successor = successorTokens(secret, refreshToken);
    if (!token.rotated_at) {
      await markRotated(tx, hashToken(refreshToken), now);
      await purgeExpiredSessions(tx, now);
      return { tokens: await issuePair(tx, deps, token.session_id, successor, now) } as const;
    }
    const sinceRotation = now.getTime() - new Date(token.rotated_at).getTime();
    if (sinceRotation <= deps.config.session.graceSeconds * 1000) {
      const accessExpiresAt = await findAccessTokenExpiry(tx, hashToken(successor.accessToken));
      if (accessExpiresAt) return { tokens: { ...successor, accessExpiresAt } } as const;
    }
    await revokeSession(tx, token.session_id, now);
    return { error: 'Токен обновления использован повторно, сессия завершена' } as const;
  });
  // Thrown outside the transaction so that a revocation is committed, not rolled back.
  if ('error' in outcome) throw unauthenticated(outcome.error);
  return outcome.tokens;
}

/** The session behind an access token, or null when it is missing, expired or revoked. */
export async function authenticate(
  deps: SessionDeps,
  accessToken: string | undefined,
): Promise<AuthenticatedSession | null> {
  if (!accessToken) return null;
  return findSessionByAccessToken(deps.db, hashToken(accessToken), deps.clock());
}

/** Ends the session named by either cookie; does nothing when neither names a session. */
export async function terminateSession(
  deps: SessionDeps,
  tokens: { accessToken?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  const now = deps.clock();
  const byAccess = await authenticate(deps, tokens.accessToken);
  const sessionId =
    byAccess?.session_id ??
    (tokens.refreshToken
      ? await findSessionIdByRefreshToken(deps.db, hashToken(tokens.refreshToken))
      : null);
  if (sessionId) await revokeSession(deps.db, sessionId, now);
}
