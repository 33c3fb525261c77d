import type { Sql } from '../../db/types.ts';
import { accountTitleSql } from '../cabinet/account-title.ts';

export type AccountRole = 'OWNER' | 'GUEST';

export interface UserState {
  main_account_id: string;
  current_account_id: string;
  current_customer_id: string | null;
  role: AccountRole;
}

export interface Titled {
  id: string;
  title: string;
}

/** The user's main and current account and customer, with their role in the current account. */
export async function findUserState(db: Sql, userId: string): Promise<UserState | null> {
  const { rows } = await db.query<UserState>(
    `SELECT u.main_account_id::text AS main_account_id,
            u.current_account_id::text AS current_account_id,
            u.current_customer_id::text AS current_customer_id,
            m.role
     FROM users u JOIN account_users m ON m.account_id = u.current_account_id AND m.user_id = u.id
     WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Accounts the user belongs to, the main one first. */
export async function listAccounts(db: Sql, userId: string): Promise<Titled[]> {
  const { rows } = await db.query<Titled>(
    `SELECT a.id::text AS id, ${accountTitleSql('a')} AS title FROM account_users m
     JOIN accounts a ON a.id = m.account_id
     JOIN users u ON u.id = m.user_id
     WHERE m.user_id = $1
     ORDER BY (a.id = u.main_account_id) DESC, m.joined_at, a.id`,
    [userId],
  );
  return rows;
}

export async function listCustomers(db: Sql, accountId: string): Promise<Titled[]> {
  const { rows } = await db.query<Titled>(
    'SELECT id::text AS id, title FROM customers WHERE account_id = $1 ORDER BY created_at, id',
    [accountId],
  );
  return rows;
}
