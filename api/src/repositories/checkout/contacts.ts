import type { Sql } from '../../db/types.ts';
import type { Contact, ContactInput } from '../../schemas/checkout.ts';

const COLUMNS = 'id::text AS id, name, phone, email';

/** The user's saved contacts, oldest first. */
export async function listContacts(db: Sql, userId: string): Promise<Contact[]> {
  const { rows } = await db.query<Contact>(
    `SELECT ${COLUMNS} FROM contacts WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows;
}

/** One contact of the user; null when it is not theirs or does not exist. */
export async function findContact(db: Sql, userId: string, id: string): Promise<Contact | null> {
  const { rows } = await db.query<Contact>(
    `SELECT ${COLUMNS} FROM contacts WHERE id::text = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function createContact(
  db: Sql,
  userId: string,
  input: ContactInput,
  now: Date,
): Promise<Contact> {
  const { rows } = await db.query<Contact>(
    `INSERT INTO contacts (user_id, name, phone, email, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${COLUMNS}`,
    [userId, input.name, input.phone, input.email, now],
  );
  const row = rows[0];
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

/** Changes a contact of the user; null when it is not theirs. */
export async function updateContact(
  db: Sql,
  userId: string,
  id: string,
  input: Partial<ContactInput>,
): Promise<Contact | null> {
  const { rows } = await db.query<Contact>(
    `UPDATE contacts SET name = COALESCE($3, name), phone = COALESCE($4, phone),
       email = COALESCE($5, email)
     WHERE id::text = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, input.name ?? null, input.phone ?? null, input.email ?? null],
  );
  return rows[0] ?? null;
}

/** Deletes a contact of the user; false when it is not theirs. */
export async function deleteContact(db: Sql, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM contacts WHERE id::text = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}
