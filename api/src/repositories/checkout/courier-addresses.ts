import type { Sql } from '../../db/types.ts';
import type { CourierAddress, CourierAddressInput } from '../../schemas/checkout.ts';

const COLUMNS = `id::text AS id, address, latitude, longitude, apartment, entrance, floor,
  intercom, comment`;
const FIELDS = [
  'address',
  'latitude',
  'longitude',
  'apartment',
  'entrance',
  'floor',
  'intercom',
  'comment',
] as const;

/** The user's courier addresses, oldest first. */
export async function listCourierAddresses(db: Sql, userId: string): Promise<CourierAddress[]> {
  const { rows } = await db.query<CourierAddress>(
    `SELECT ${COLUMNS} FROM courier_addresses WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows;
}

/** One courier address of the user; null when it is not theirs. */
export async function findCourierAddress(
  db: Sql,
  userId: string,
  id: string,
): Promise<CourierAddress | null> {
  const { rows } = await db.query<CourierAddress>(
    `SELECT ${COLUMNS} FROM courier_addresses WHERE id::text = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function createCourierAddress(
  db: Sql,
  userId: string,
  input: CourierAddressInput,
  now: Date,
): Promise<CourierAddress> {
  const { rows } = await db.query<CourierAddress>(
    `INSERT INTO courier_addresses (user_id, address, latitude, longitude, apartment, entrance,
       floor, intercom, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      userId,
      input.address,
      input.latitude ?? null,
      input.longitude ?? null,
      input.apartment ?? '',
      input.entrance ?? '',
      input.floor ?? '',
      input.intercom ?? '',
      input.comment ?? '',
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('courier address insert returned nothing');
  return row;
}

/** Changes the given fields of a courier address of the user; null when it is not theirs. */
export async function updateCourierAddress(
  db: Sql,
  userId: string,
  id: string,
  patch: Partial<CourierAddressInput>,
): Promise<CourierAddress | null> {
  const current = await findCourierAddress(db, userId, id);
  if (!current) return null;
  const next = { ...current };
  for (const field of FIELDS) {
    const value = patch[field];
    if (value !== undefined) Object.assign(next, { [field]: value });
  }
  const { rows } = await db.query<CourierAddress>(
    `UPDATE courier_addresses SET address = $3, latitude = $4, longitude = $5, apartment = $6,
       entrance = $7, floor = $8, intercom = $9, comment = $10
     WHERE id::text = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, ...FIELDS.map((field) => next[field])],
  );
  return rows[0] ?? null;
}

/** Deletes a courier address of the user; false when it is not theirs. */
export async function deleteCourierAddress(db: Sql, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM courier_addresses WHERE id::text = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}
