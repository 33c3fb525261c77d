import type { Sql } from '../../db/types.ts';
import { firstRow } from '../first-row.ts';
import type { AccountRole } from '../users/context.ts';
import { accountTitleSql } from './account-title.ts';

export interface NewInvitation {
  accountId: string;
  email: string;
  role: AccountRole;
  tokenHash: string;
  invitedBy: string;
  now: Date;
  expiresAt: Date;
}

export async function insertInvitation(db: Sql, invitation: NewInvitation): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO account_invitations
       (account_id, email, role, token_hash, invited_by, created_at, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id::text AS id`,
    [
      invitation.accountId,
      invitation.email,
      invitation.role,
      invitation.tokenHash,
      invitation.invitedBy,
      invitation.now,
      invitation.expiresAt,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('account_invitations insert returned no row');
  return id;
}

/** Invitation letters the account sent since `since` (a resend counts), for its sending limit. */
export async function countInvitationsSince(db: Sql, accountId: string, since: Date) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM account_invitations
     WHERE account_id = $1 AND (created_at > $2 OR sent_at > $2)`,
    [accountId, since],
  );
  return rows[0]?.n ?? 0;
}

export interface OpenInvitation {
  id: string;
  account_id: string;
  account_title: string;
  email: string;
  role: AccountRole;
}

/** The live (unused, unexpired) invitation behind a token hash, locked for the transaction. */
export function findOpenInvitation(tx: Sql, tokenHash: string, now: Date) {
  return firstRow<OpenInvitation>(
    tx,
    `SELECT i.id::text AS id, i.account_id::text AS account_id,
            ${accountTitleSql('a')} AS account_title,
            i.email, i.role
     FROM account_invitations i JOIN accounts a ON a.id = i.account_id
     WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
       AND i.expires_at > $2
     FOR UPDATE OF i`,
    [tokenHash, now],
  );
}

/**
 * The invitation behind a token hash that this user has already accepted (a repeated accept: a
 * reload, a second tab, a double click), with what it joined; null otherwise.
 */
export async function findAcceptedBy(
  db: Sql,
  tokenHash: string,
  userId: string,
): Promise<Pick<OpenInvitation, 'account_id' | 'account_title' | 'role'> | null> {
  const { rows } = await db.query<Pick<OpenInvitation, 'account_id' | 'account_title' | 'role'>>(
    `SELECT i.account_id::text AS account_id, ${accountTitleSql('a')} AS account_title, i.role
     FROM account_invitations i JOIN accounts a ON a.id = i.account_id
     WHERE i.token_hash = $1 AND i.accepted_by = $2`,
    [tokenHash, userId],
  );
  return rows[0] ?? null;
}

export async function markAccepted(tx: Sql, id: string, userId: string, now: Date) {
  await tx.query(
    'UPDATE account_invitations SET accepted_at = $3, accepted_by = $2 WHERE id = $1',
    [id, userId, now],
  );
}

export async function findAccountTitle(db: Sql, accountId: string): Promise<string> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT ${accountTitleSql('a')} AS title FROM accounts a WHERE a.id = $1`,
    [accountId],
  );
  return rows[0]?.title ?? '';
}
