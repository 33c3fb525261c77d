import type { Sql } from '../../db/types.ts';
import type { PersonalPickupAddress, PickupPoint } from '../../schemas/checkout.ts';

/** A row of the pickup_points table, as the seed writes it and the store reads it. */
export interface PickupPointRow {
  id: string;
  city_fias_id: string;
  kind: PickupPoint['kind'];
  brand: string;
  title: string;
  postal_address: string;
  latitude: number;
  longitude: number;
  schedule: string;
  extra_days: number;
  cost: number;
}

/** A pickup point with what a delivery estimate needs besides the wire fields. */
export type PickupPointWithDays = PickupPoint & { extra_days: number };

const COLUMNS = `pp.id, pp.kind, pp.brand, pp.title, pp.postal_address, pp.latitude, pp.longitude,
  pp.schedule, pp.city_fias_id, pp.cost::float8 AS cost, pp.extra_days`;

function toPoint(row: PickupPointRow): PickupPointWithDays {
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    title: row.title,
    lat: row.latitude,
    lon: row.longitude,
    location: {
      postal_address: row.postal_address,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    schedule: row.schedule,
    city_uid: row.city_fias_id,
    cost: row.cost,
    extra_days: row.extra_days,
  };
}

/** The pickup points of a city named by its FIAS or KLADR id: the store's own first. */
export async function listPickupPoints(
  db: Sql,
  city: string,
  kind?: PickupPoint['kind'],
): Promise<PickupPointWithDays[]> {
  const { rows } = await db.query<PickupPointRow>(
    `SELECT ${COLUMNS} FROM pickup_points pp
     JOIN cities c ON c.fias_id = pp.city_fias_id
     WHERE (c.fias_id = $1 OR c.kladr_id = $1) AND ($2::text IS NULL OR pp.kind = $2)
     ORDER BY pp.kind = 'PICKUP_POINT_KIND_STORE' DESC, pp.kind, pp.id`,
    [city, kind ?? null],
  );
  return rows.map(toPoint);
}

export async function findPickupPoint(db: Sql, id: string): Promise<PickupPointWithDays | null> {
  const { rows } = await db.query<PickupPointRow>(
    `SELECT ${COLUMNS} FROM pickup_points pp WHERE pp.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? toPoint(row) : null;
}

/** Drops the internal fields of a point for the wire. */
export function wirePoint({ extra_days: _, ...point }: PickupPointWithDays): PickupPoint {
  return point;
}

interface AddressRow extends PickupPointRow {
  address_id: string;
}

/** The user's pickup addresses (or one of them), each with its point. */
async function readPickupAddresses(
  db: Sql,
  userId: string,
  id: string | null,
): Promise<(PersonalPickupAddress & { pickup_point: PickupPointWithDays })[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT a.id::text AS address_id, ${COLUMNS}
     FROM pickup_addresses a JOIN pickup_points pp ON pp.id = a.pickup_point_id
     WHERE a.user_id = $1 AND ($2::text IS NULL OR a.id::text = $2)
     ORDER BY a.created_at, a.id`,
    [userId, id],
  );
  return rows.map((row) => ({ id: row.address_id, pickup_point: toPoint(row) }));
}

export function listPickupAddresses(db: Sql, userId: string) {
  return readPickupAddresses(db, userId, null);
}

/** One pickup address of the user; null when it is not theirs. */
export async function findPickupAddress(db: Sql, userId: string, id: string) {
  return (await readPickupAddresses(db, userId, id))[0] ?? null;
}

/** Adds a point to the user's list; adding a point already there gives the existing entry. */
export async function addPickupAddress(db: Sql, userId: string, pointId: string, now: Date) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO pickup_addresses (user_id, pickup_point_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, pickup_point_id) DO UPDATE SET pickup_point_id = excluded.pickup_point_id
     RETURNING id::text AS id`,
    [userId, pointId, now],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('pickup address insert returned nothing');
  return findPickupAddress(db, userId, id);
}

/**
 * Points an entry of the user's list at another point. Null when the entry is not theirs; false
 * when the point is already another entry of theirs.
 */
export async function movePickupAddress(db: Sql, userId: string, id: string, pointId: string) {
  const { rows: clash } = await db.query(
    `SELECT 1 FROM pickup_addresses WHERE user_id = $1 AND pickup_point_id = $2 AND id::text <> $3`,
    [userId, pointId, id],
  );
  if (clash.length > 0) return false;
  const { rows } = await db.query(
    `UPDATE pickup_addresses SET pickup_point_id = $3 WHERE id::text = $1 AND user_id = $2
     RETURNING id`,
    [id, userId, pointId],
  );
  return rows.length > 0 ? findPickupAddress(db, userId, id) : null;
}

export async function deletePickupAddress(db: Sql, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM pickup_addresses WHERE id::text = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}
