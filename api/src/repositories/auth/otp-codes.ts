import type { Sql } from '../../db/types.ts';
import type { Transport } from '../../auth/identity.ts';

export interface LiveCode {
  id: string;
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
}

export interface RecentMessages {
  toIdentity: number;
  fromAddress: number;
  lastToIdentityAt: Date | null;
}

/**
 * Serialises code requests per identity and per address until the transaction ends, so two
 * replicas cannot both pass a limit with the last free slot.
 */
export async function lockRequestKeys(tx: Sql, identity: string, ip: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:identity:${identity}`]);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:ip:${ip}`]);
}

export async function countRecentMessages(
  tx: Sql,
  identity: string,
  ip: string,
  since: Date,
): Promise<RecentMessages> {
  const { rows } = await tx.query<{
    to_identity: number;
    from_address: number;
    last_at: Date | null;
  }>(
    `SELECT
       (SELECT count(*)::int FROM otp_codes WHERE user_identity = $1 AND created_at > $3) AS to_identity,
       (SELECT count(*)::int FROM otp_codes WHERE client_ip = $2 AND created_at > $3) AS from_address,
       (SELECT max(created_at) FROM otp_codes WHERE user_identity = $1 AND created_at > $3) AS last_at`,
    [identity, ip, since],
  );
  const row = rows[0];
  return {
    toIdentity: row?.to_identity ?? 0,
    fromAddress: row?.from_address ?? 0,
    lastToIdentityAt: row?.last_at ? new Date(row.last_at) : null,
  };
}

/** Opens a new code and closes every earlier open code of the identity (a resend kills them). */
export async function replaceCode(
  tx: Sql,
  code: {
    identity: string;
    transport: Transport;
    codeHash: string;
    ip: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  await tx.query(
    'UPDATE otp_codes SET closed_at = $2 WHERE user_identity = $1 AND closed_at IS NULL',
    [code.identity, code.now],
  );
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO otp_codes (user_identity, transport, code_hash, client_ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [code.identity, code.transport, code.codeHash, code.ip, code.now, code.expiresAt],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('otp_codes insert returned no row');
  return id;
}

/** Forgets a code whose message could not be sent, so it neither counts nor blocks a retry. */
export async function deleteCode(db: Sql, id: string): Promise<void> {
  await db.query('DELETE FROM otp_codes WHERE id = $1', [id]);
}

/** The identity's newest open code, locked until the transaction ends. */
export async function findOpenCodeForUpdate(tx: Sql, identity: string): Promise<LiveCode | null> {
  const { rows } = await tx.query<LiveCode>(
    `SELECT id::text AS id, code_hash, expires_at, failed_attempts FROM otp_codes
     WHERE user_identity = $1 AND closed_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [identity],
  );
  const row = rows[0];
  return row ? { ...row, expires_at: new Date(row.expires_at) } : null;
}

/** Counts a wrong try; the try that reaches the limit closes the code for good. */
export async function recordWrongTry(
  tx: Sql,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE otp_codes SET failed_attempts = failed_attempts + 1,
       closed_at = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE closed_at END
     WHERE id = $1`,
    [id, maxAttempts, now],
  );
}

export async function closeCode(tx: Sql, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE otp_codes SET closed_at = $2 WHERE id = $1', [id, now]);
}

/** Drops rows that no longer hold a live code nor count toward any limit. */
export async function purgeCodesBefore(tx: Sql, before: Date): Promise<void> {
  await tx.query('DELETE FROM otp_codes WHERE created_at < $1', [before]);
}
