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

/** The best-known streets of the largest cities, so a buyer there finds their own. */
const LANDMARK_STREETS: Readonly<Record<string, readonly string[]>> = {
  Москва: ['ул. Тверская', 'ул. Арбат', 'Ленинский пр-т', 'ул. Новый Арбат', 'Кутузовский пр-т'],
  'Санкт-Петербург': ['Невский пр-т', 'Литейный пр-т', 'ул. Марата', 'Московский пр-т'],
  Новосибирск: ['Красный пр-т', 'ул. Кирова'],
  Екатеринбург: ['ул. Малышева', 'ул. Вайнера'],
  Казань: ['ул. Баумана', 'ул. Кремлёвская'],
};

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
  const streets = [...STREETS, ...(LANDMARK_STREETS[city.title] ?? [])];
  return streets.flatMap((street, s) =>
    HOUSES.map((house, h) => {
      const [latitude, longitude] = nearCentre(city, s, h);
      return {
        city_fias_id: city.fias_id,
        city_title: city.title,
        postal_address: `г. ${city.title}, ${street}, д. ${house}`,
        latitude,
        longitude,
      };
    }),
  );
}

/** Fills the address book; skipped when it holds every address already (it is large). */
export async function seedAddresses(db: Sql, cities: readonly SeedCity[]): Promise<void> {
  const all = cities.flatMap(addressesOf);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses');
  if ((rows[0]?.n ?? 0) >= all.length) return;
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
