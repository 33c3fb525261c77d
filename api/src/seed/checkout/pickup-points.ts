import type { Sql } from '../../db/types.ts';
import type { PickupPointRow } from '../../repositories/checkout/pickup-points.ts';
import { nearCentre, postalAddress, type SeedCity } from './addresses.ts';

/** A network of pickup points: the store's own, or a partner's. */
interface Network {
  prefix: string;
  kind: PickupPointRow['kind'];
  brand: string;
  title: string;
  schedule: string;
  extraDays: number;
  cost: number;
  /** Points in a city of a million people or more; one elsewhere. */
  inLargeCity: number;
}

export const NETWORKS: readonly Network[] = [
  {
    prefix: 'store',
    kind: 'PICKUP_POINT_KIND_STORE',
    brand: 'Пункт выдачи магазина',
    title: 'Склад-магазин',
    schedule: 'Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00',
    extraDays: 0,
    cost: 0,
    inLargeCity: 2,
  },
  {
    prefix: 'polka',
    kind: 'PICKUP_POINT_KIND_PARTNER',
    brand: 'Полка',
    title: 'Пункт выдачи «Полка»',
    schedule: 'Ежедневно 10:00–21:00',
    extraDays: 1,
    cost: 149,
    inLargeCity: 3,
  },
  {
    prefix: 'yacheyka',
    kind: 'PICKUP_POINT_KIND_LOCKER',
    brand: 'Ячейка',
    title: 'Постамат «Ячейка»',
    schedule: 'Круглосуточно',
    extraDays: 2,
    cost: 99,
    inLargeCity: 2,
  },
];

export function pickupPointsOf(city: SeedCity): PickupPointRow[] {
  return NETWORKS.flatMap((network, n) => {
    const count = city.population >= 1_000_000 ? network.inLargeCity : 1;
    return Array.from({ length: count }, (_, i) => {
      const street = (n * 3 + i * 4 + 1) % 10;
      const house = (n + i) % 5;
      const [latitude, longitude] = nearCentre(city, street, house);
      return {
        id: `${network.prefix}-${city.kladr_id}-${i + 1}`,
        city_fias_id: city.fias_id,
        kind: network.kind,
        brand: network.brand,
        title: network.title,
        postal_address: postalAddress(city, street, 3 + n * 10 + i * 2),
        latitude,
        longitude,
        schedule: network.schedule,
        extra_days: network.extraDays,
        cost: network.cost,
      };
    });
  });
}

/** Writes the pickup points of every city; safe to run again (rows are refreshed by id). */
export async function seedPickupPoints(db: Sql, cities: readonly SeedCity[]): Promise<void> {
  const points = cities.flatMap(pickupPointsOf);
  const column = <K extends keyof PickupPointRow>(key: K) => points.map((p) => p[key]);
  await db.query(
    `INSERT INTO pickup_points (id, city_fias_id, kind, brand, title, postal_address, latitude,
                                longitude, schedule, extra_days, cost)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::float8[], $8::float8[], $9::text[], $10::int[], $11::numeric[])
     ON CONFLICT (id) DO UPDATE SET
       city_fias_id = excluded.city_fias_id, kind = excluded.kind, brand = excluded.brand,
       title = excluded.title, postal_address = excluded.postal_address,
       latitude = excluded.latitude, longitude = excluded.longitude, schedule = excluded.schedule,
       extra_days = excluded.extra_days, cost = excluded.cost`,
    [
      column('id'),
      column('city_fias_id'),
      column('kind'),
      column('brand'),
      column('title'),
      column('postal_address'),
      column('latitude'),
      column('longitude'),
      column('schedule'),
      column('extra_days'),
      column('cost'),
    ],
  );
}
