import type { Sql } from '../../db/types.ts';
import { searchKey } from '../../repositories/city/cities.ts';
import { bulkInsert } from '../bulk-insert.ts';

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
  const withSearch = all.map((a) => ({ ...a, search_text: searchKey(a.postal_address) }));
  await bulkInsert(
    db,
    {
      table: 'addresses',
      columns: `city_fias_id text, city_title text, postal_address text, search_text text, latitude
        float8, longitude float8`,
      conflict: '(postal_address)',
    },
    withSearch,
  );
}
