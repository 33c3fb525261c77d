import type { Database } from '../../db/types.ts';
import { seedAddresses, type SeedCity } from './addresses.ts';
import { seedPickupPoints } from './pickup-points.ts';
import { seedPromoCodes } from './promo-codes.ts';

/** The address book and pickup points of every seeded city, and the demo promo codes. */
export async function seedCheckout(db: Database): Promise<void> {
  const { rows: cities } = await db.query<SeedCity>(
    `SELECT fias_id, kladr_id, title, latitude, longitude, population FROM cities ORDER BY id`,
  );
  await seedAddresses(db, cities);
  await seedPickupPoints(db, cities);
  await seedPromoCodes(db);
}
