import type { Sql } from '../../db/types.ts';
import { searchKey } from '../../repositories/city/cities.ts';

export interface SeedCity {
  fias_id: string;
  kladr_id: string;
  title: string;
  latitude: number;
  longitude: number;
  population: number;
}

export interface SeedAddress {
  city_fias_id: string;
  city_title: string;
  postal_address: string;
  latitude: number;
  longitude: number;
}

/** Streets most Russian-speaking towns have, so every seeded city gets the same book. */
export const STREETS = [
  'ул. Ленина',
  'ул. Советская',
  'пр-т Мира',
  'ул. Гагарина',
  'ул. Пушкина',
  'ул. Садовая',
  'ул. Лесная',
  'ул. Молодёжная',
  'ул. Школьная',
  'наб. Речная',
] as const;
const HOUSES = [1, 5, 12, 27, 40] as const;

/** A point about `street` and `house` steps from the city centre (within a few kilometres). */
export function nearCentre(city: SeedCity, street: number, house: number): [number, number] {
  const angle = (street * 36 + house * 7) * (Math.PI / 180);
  const distance = 0.008 + street * 0.0035 + house * 0.0012;
  const lat = city.latitude + distance * Math.sin(angle);
  const lon =
    city.longitude + (distance * Math.cos(angle)) / Math.cos((city.latitude * Math.PI) / 180);
  return [Math.round(lat * 1e6) / 1e6, Math.round(lon * 1e6) / 1e6];
}

export function postalAddress(city: SeedCity, street: number, house: number): string {
  return `г. ${city.title}, ${STREETS[street % STREETS.length]}, д. ${house}`;
}

export function addressesOf(city: SeedCity): SeedAddress[] {
  return STREETS.flatMap((_, street) =>
    HOUSES.map((house, h) => {
      const [latitude, longitude] = nearCentre(city, street, h);
      return {
        city_fias_id: city.fias_id,
        city_title: city.title,
        postal_address: postalAddress(city, street, house),
        latitude,
        longitude,
      };
    }),
  );
}

/** Fills the address book once (it is large and never changes). */
export async function seedAddresses(db: Sql, cities: readonly SeedCity[]): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM addresses LIMIT 1');
  if (rows.length > 0) return;
  const all = cities.flatMap(addressesOf);
  for (let i = 0; i < all.length; i += 5000) {
    const batch = all.slice(i, i + 5000);
    await db.query(
      `INSERT INTO addresses (city_fias_id, city_title, postal_address, search_text, latitude, longitude)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])
       ON CONFLICT (postal_address) DO NOTHING`,
      [
        batch.map((a) => a.city_fias_id),
        batch.map((a) => a.city_title),
        batch.map((a) => a.postal_address),
        batch.map((a) => searchKey(a.postal_address)),
        batch.map((a) => a.latitude),
        batch.map((a) => a.longitude),
      ],
    );
  }
}
