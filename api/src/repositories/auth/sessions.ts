import type { Sql } from '../../db/types.ts';
import { firstRow } from '../first-row.ts';

export interface RefreshTokenState {
  session_id: string;
  user_id: string;
  fingerprint_hash: string;
  expires_at: Date;
  rotated_at: Date | null;
  session_expires_at: Date;
  revoked_at: Date | null;
}

export interface AuthenticatedSession {
  session_id: string;
  user_id: string;
}

export async function insertSession(
  tx: Sql,
  session: { userId: string; fingerprintHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO auth_sessions (user_id, fingerprint_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [session.userId, session.fingerprintHash, session.now, session.expiresAt],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('auth_sessions insert returned no row');
  return id;
}

export async function insertTokenPair(
  tx: Sql,
  pair: {
    sessionId: string;
    refreshHash: string;
    accessHash: string;
    now: Date;
    refreshExpiresAt: Date;
    accessExpiresAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO auth_refresh_tokens (token_hash, session_id, issued_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [pair.refreshHash, pair.sessionId, pair.now, pair.refreshExpiresAt],
  );
  await tx.query(
    'INSERT INTO auth_access_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)',
    [pair.accessHash, pair.sessionId, pair.accessExpiresAt],
  );
  await tx.query('UPDATE auth_sessions SET expires_at = $2 WHERE id = $1', [
    pair.sessionId,
    pair.refreshExpiresAt,
  ]);
}

/** The refresh token and its session, locked so concurrent refreshes take turns. */
export async function findRefreshTokenForUpdate(
  tx: Sql,
  tokenHash: string,
): Promise<RefreshTokenState | null> {
  const { rows } = await tx.query<RefreshTokenState>(
    `SELECT t.session_id::text AS session_id, s.user_id::text AS user_id, s.fingerprint_hash,
            t.expires_at, t.rotated_at, s.expires_at AS session_expires_at, s.revoked_at
     FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
     WHERE t.token_hash = $1 FOR UPDATE OF t`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markRotated(tx: Sql, tokenHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE auth_refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [
    tokenHash,
    now,
  ]);
}

export async function findAccessTokenExpiry(tx: Sql, tokenHash: string): Promise<Date | null> {
  const { rows } = await tx.query<{ expires_at: Date }>(
    'SELECT expires_at FROM auth_access_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] ? new Date(rows[0].expires_at) : null;
}

export async function revokeSession(db: Sql, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}

export function findSessionByAccessToken(db: Sql, tokenHash: string, now: Date) {
  return firstRow<AuthenticatedSession>(
    db,
    `SELECT s.id::text AS session_id, s.user_id::text AS user_id
     FROM auth_access_tokens a JOIN auth_sessions s ON s.id = a.session_id
     WHERE a.token_hash = $1 AND a.expires_at > $2
       AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
}

export async function findSessionIdByRefreshToken(
  db: Sql,
  tokenHash: string,
): Promise<string | null> {
  const { rows } = await db.query<{ session_id: string }>(
    'SELECT session_id::text AS session_id FROM auth_refresh_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0]?.session_id ?? null;
}

/** Drops expired access tokens and sessions long past use; called on sign-in and refresh. */
export async function purgeExpiredSessions(tx: Sql, now: Date): Promise<void> {
  await tx.query('DELETE FROM auth_access_tokens WHERE expires_at < $1', [now]);
  await tx.query('DELETE FROM auth_sessions WHERE expires_at < $1', [now]);
}
