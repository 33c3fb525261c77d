import type { Sql } from '../../db/types.ts';

/** Wrong codes of one identity and from one address since a moment, with the oldest of each. */
export interface RecentFailures {
  identity: { count: number; oldest: Date | null };
  address: { count: number; oldest: Date | null };
}

/**
 * Serialises code checks of one identity and of one address until the transaction ends, so
 * parallel guesses cannot all pass the cap with its last free try.
 */
export async function lockVerifyKeys(tx: Sql, identity: string, ip: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:verify:${identity}`]);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:verify-ip:${ip}`]);
}

export async function countRecentFailures(
  tx: Sql,
  identity: string,
  ip: string,
  since: Date,
): Promise<RecentFailures> {
  const { rows } = await tx.query<{
    identity_count: number;
    identity_oldest: Date | null;
    address_count: number;
    address_oldest: Date | null;
  }>(
    `SELECT
       (SELECT count(*)::int FROM otp_failures WHERE identity = $1 AND created_at > $3)
         AS identity_count,
       (SELECT min(created_at) FROM otp_failures WHERE identity = $1 AND created_at > $3)
         AS identity_oldest,
       (SELECT count(*)::int FROM otp_failures WHERE ip = $2 AND created_at > $3) AS address_count,
       (SELECT min(created_at) FROM otp_failures WHERE ip = $2 AND created_at > $3)
         AS address_oldest`,
    [identity, ip, since],
  );
  const row = rows[0];
  const at = (value: Date | null | undefined) => (value ? new Date(value) : null);
  return {
    identity: { count: row?.identity_count ?? 0, oldest: at(row?.identity_oldest) },
    address: { count: row?.address_count ?? 0, oldest: at(row?.address_oldest) },
  };
}

/** Records a wrong code and forgets those that no longer count toward any cap. */
export async function recordFailure(
  tx: Sql,
  failure: { identity: string; ip: string; now: Date; forgetBefore: Date },
): Promise<void> {
  await tx.query('INSERT INTO otp_failures (identity, ip, created_at) VALUES ($1, $2, $3)', [
    failure.identity,
    failure.ip,
    failure.now,
  ]);
  await tx.query('DELETE FROM otp_failures WHERE (identity = $1 OR ip = $2) AND created_at < $3', [
    failure.identity,
    failure.ip,
    failure.forgetBefore,
  ]);
}
