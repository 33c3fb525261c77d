import type { Sql } from '../../db/types.ts';
import type { AccountRole } from '../users/context.ts';
import type { AccountUser, PageQuery } from '../../schemas/cabinet.ts';
import { iso, isoOrNull, pageWindow } from './paging.ts';

interface MemberRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  role: AccountRole;
  joined_at: Date;
  last_activity_at: Date | null;
}

const MEMBER_COLUMNS = `u.id::text AS id, u.first_name, u.last_name, u.email, u.phone, m.role,
  m.joined_at, m.last_activity_at`;

/** «Фамилия Имя» when the user gave names, else the e-mail or phone they signed in with. */
function displayName(row: MemberRow): string {
  const name = [row.last_name, row.first_name].filter(Boolean).join(' ');
  return name || row.email || row.phone || '';
}

function toAccountUser(row: MemberRow): AccountUser {
  return {
    id: row.id,
    display_name: displayName(row),
    role: row.role,
    state: 'ACTIVE',
    account_join_time: iso(row.joined_at),
    last_activity_time: isoOrNull(row.last_activity_at),
    email: row.email,
    phone: row.phone,
  };
}

export async function findAccountOwner(db: Sql, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ owner: string }>(
    'SELECT owner_user_id::text AS owner FROM accounts WHERE id = $1',
    [accountId],
  );
  return rows[0]?.owner ?? null;
}

/** One page of the account's members in joining order, with their total. */
export async function listMemberPage(
  db: Sql,
  accountId: string,
  page: PageQuery,
): Promise<{ users: AccountUser[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const [{ rows }, counted] = await Promise.all([
    db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM account_users m JOIN users u ON u.id = m.user_id
       WHERE m.account_id = $1 ORDER BY m.joined_at, u.id LIMIT $2 OFFSET $3`,
      [accountId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_users WHERE account_id = $1', [
      accountId,
    ]),
  ]);
  return { users: rows.map(toAccountUser), total: counted.rows[0]?.n ?? 0 };
}

/** Sets a member's role; null when the user is not a member of this account. */
export async function updateMemberRole(
  db: Sql,
  accountId: string,
  userId: string,
  role: AccountRole,
): Promise<AccountUser | null> {
  const { rows } = await db.query<MemberRow>(
    `WITH changed AS (
       UPDATE account_users SET role = $3 WHERE account_id = $1 AND user_id::text = $2
       RETURNING user_id, role, joined_at, last_activity_at
     )
     SELECT ${MEMBER_COLUMNS} FROM changed m JOIN users u ON u.id = m.user_id`,
    [accountId, userId, role],
  );
  const row = rows[0];
  return row ? toAccountUser(row) : null;
}

/** Adds the user to the account unless already there; true when they joined now. */
export async function addMember(
  db: Sql,
  accountId: string,
  userId: string,
  role: AccountRole,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ user_id: string }>(
    `INSERT INTO account_users (account_id, user_id, role, joined_at, last_activity_at)
     VALUES ($1, $2, $3, $4, $4) ON CONFLICT (account_id, user_id) DO NOTHING
     RETURNING user_id::text AS user_id`,
    [accountId, userId, role, now],
  );
  return rows.length > 0;
}

/** Whether a user with this e-mail already belongs to the account. */
export async function isMemberByEmail(db: Sql, accountId: string, email: string): Promise<boolean> {
  const { rows } = await db.query<{ one: number }>(
    `SELECT 1 AS one FROM account_users m JOIN users u ON u.id = m.user_id
     WHERE m.account_id = $1 AND u.email = $2`,
    [accountId, email],
  );
  return rows.length > 0;
}
