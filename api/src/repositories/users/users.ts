import type { Sql } from '../../db/types.ts';
import { firstRow } from '../first-row.ts';
import type { Identity } from '../../auth/identity.ts';

export interface ProfileRow {
  first_name: string;
  last_name: string;
  middle_name: string;
  phone: string | null;
  email: string | null;
}

export type ProfilePatch = Partial<Pick<ProfileRow, 'first_name' | 'last_name' | 'middle_name'>>;

function identityColumn(identity: Identity): 'email' | 'phone' {
  return identity.transport === 'EMAIL' ? 'email' : 'phone';
}

/**
 * The user behind a verified identity. A new user is created together with their own main account,
 * which they own and work in.
 */
export async function findOrCreateUser(
  tx: Sql,
  identity: Identity,
  now: Date,
): Promise<{ userId: string; created: boolean }> {
  const column = identityColumn(identity);
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO users (${column}, created_at) VALUES ($1, $2)
     ON CONFLICT (${column}) DO NOTHING RETURNING id::text AS id`,
    [identity.value, now],
  );
  const newId = inserted.rows[0]?.id;
  if (newId === undefined) {
    const existing = await tx.query<{ id: string }>(
      `SELECT id::text AS id FROM users WHERE ${column} = $1`,
      [identity.value],
    );
    const id = existing.rows[0]?.id;
    if (id === undefined) throw new Error('user vanished between insert and select');
    return { userId: id, created: false };
  }
  const account = await tx.query<{ id: string }>(
    `INSERT INTO accounts (title, owner_user_id, created_at) VALUES ($1, $2, $3)
     RETURNING id::text AS id`,
    [identity.value, newId, now],
  );
  const accountId = account.rows[0]?.id;
  await tx.query(
    `INSERT INTO account_users (account_id, user_id, role, joined_at, last_activity_at)
     VALUES ($1, $2, 'OWNER', $3, $3)`,
    [accountId, newId, now],
  );
  await tx.query('UPDATE users SET main_account_id = $2, current_account_id = $2 WHERE id = $1', [
    newId,
    accountId,
  ]);
  return { userId: newId, created: true };
}

export async function findProfile(db: Sql, userId: string): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    'SELECT first_name, last_name, middle_name, phone, email FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export function updateProfile(db: Sql, userId: string, patch: ProfilePatch) {
  return firstRow<ProfileRow>(
    db,
    `UPDATE users SET
       first_name = COALESCE($2, first_name),
       last_name = COALESCE($3, last_name),
       middle_name = COALESCE($4, middle_name)
     WHERE id = $1
     RETURNING first_name, last_name, middle_name, phone, email`,
    [userId, patch.first_name ?? null, patch.last_name ?? null, patch.middle_name ?? null],
  );
}
