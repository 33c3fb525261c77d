import type { Sql } from '../../db/types.ts';
import type { AccountRole } from '../users/context.ts';

/** An invitation nobody has accepted and the account has not revoked (it may have expired). */
export interface PendingInvitationRow {
  id: string;
  email: string;
  role: AccountRole;
  created_at: Date;
  sent_at: Date;
  expires_at: Date;
}

const COLUMNS = `id::text AS id, email, role, created_at, sent_at, expires_at`;
const PENDING = `accepted_at IS NULL AND revoked_at IS NULL`;
/** Ids are uuids; anything else names no invitation (and must not reach the query as a uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account's pending invitations, the newest first. */
export async function listPendingInvitations(
  db: Sql,
  accountId: string,
): Promise<PendingInvitationRow[]> {
  const { rows } = await db.query<PendingInvitationRow>(
    `SELECT ${COLUMNS} FROM account_invitations
     WHERE account_id = $1 AND ${PENDING}
     ORDER BY created_at DESC, id`,
    [accountId],
  );
  return rows;
}

/** One pending invitation of the account, locked for the transaction; null for any other id. */
export async function lockPendingInvitation(
  tx: Sql,
  accountId: string,
  id: string,
): Promise<PendingInvitationRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await tx.query<PendingInvitationRow>(
    `SELECT ${COLUMNS} FROM account_invitations
     WHERE id = $1 AND account_id = $2 AND ${PENDING}
     FOR UPDATE`,
    [id, accountId],
  );
  return rows[0] ?? null;
}

/** A new link for the invitation: the old token stops working, the lifetime starts again. */
export async function rotateInvitation(
  tx: Sql,
  id: string,
  change: { tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    'UPDATE account_invitations SET token_hash = $2, sent_at = $3, expires_at = $4 WHERE id = $1',
    [id, change.tokenHash, change.now, change.expiresAt],
  );
}

/** Revokes a pending invitation of the account; false when there is none by that id. */
export async function revokeInvitation(
  db: Sql,
  accountId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE account_invitations SET revoked_at = $3
     WHERE id = $1 AND account_id = $2 AND ${PENDING}
     RETURNING id::text AS id`,
    [id, accountId, now],
  );
  return rows.length > 0;
}
