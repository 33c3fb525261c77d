import type { Sql } from '../../db/types.ts';
import type { AccountRole } from '../users/context.ts';
import type { PageQuery } from '../../schemas/cabinet.ts';
import { iso, pageWindow } from './paging.ts';
import { accountTitleSql } from './account-title.ts';

/** Activity is written at most this often per member, so reads stay cheap. */
const ACTIVITY_RESOLUTION = '1 minute';

export async function touchMembership(
  db: Sql,
  accountId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE account_users SET last_activity_at = $3
     WHERE account_id = $1 AND user_id = $2
       AND (last_activity_at IS NULL OR last_activity_at < $3::timestamptz - interval '${ACTIVITY_RESOLUTION}')`,
    [accountId, userId, now],
  );
}

export interface AccountSummary {
  id: string;
  title: string;
  owner_user_id: string;
  role: AccountRole;
  main: boolean;
  current: boolean;
  account_join_time: string;
  users_count: number;
  customers_count: number;
}

/** One page of the accounts the user belongs to, the main one first, with their total. */
export async function listAccountPage(
  db: Sql,
  userId: string,
  page: PageQuery,
): Promise<{ accounts: AccountSummary[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const { rows } = await db.query<
    Omit<AccountSummary, 'account_join_time'> & { joined_at: Date; total: number }
  >(
    `SELECT a.id::text AS id, ${accountTitleSql('a')} AS title, a.owner_user_id::text AS owner_user_id, m.role,
            a.id = u.main_account_id AS main, a.id = u.current_account_id AS current,
            m.joined_at,
            (SELECT count(*)::int FROM account_users x WHERE x.account_id = a.id) AS users_count,
            (SELECT count(*)::int FROM customers c WHERE c.account_id = a.id) AS customers_count,
            count(*) OVER ()::int AS total
     FROM account_users m
     JOIN accounts a ON a.id = m.account_id
     JOIN users u ON u.id = m.user_id
     WHERE m.user_id = $1
     ORDER BY (a.id = u.main_account_id) DESC, m.joined_at, a.id
     LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  const total = rows[0]?.total ?? (await countAccounts(db, userId));
  return {
    accounts: rows.map(({ joined_at, total: _total, ...row }) => ({
      ...row,
      account_join_time: iso(joined_at),
    })),
    total,
  };
}

async function countAccounts(db: Sql, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM account_users WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Makes a account the user belongs to current, with its first customer (or none) current too.
 * Null when the user is not a member: another account's id reveals nothing.
 */
export async function selectAccount(
  db: Sql,
  userId: string,
  accountId: string,
): Promise<{ current_account_id: string; current_customer_id: string | null } | null> {
  const { rows } = await db.query<{
    current_account_id: string;
    current_customer_id: string | null;
  }>(
    `UPDATE users u SET current_account_id = m.account_id,
       current_customer_id = (SELECT c.id FROM customers c WHERE c.account_id = m.account_id
                              ORDER BY c.created_at, c.id LIMIT 1)
     FROM account_users m
     WHERE u.id = $1 AND m.user_id = u.id AND m.account_id::text = $2
     RETURNING u.current_account_id::text AS current_account_id,
               u.current_customer_id::text AS current_customer_id`,
    [userId, accountId],
  );
  return rows[0] ?? null;
}
