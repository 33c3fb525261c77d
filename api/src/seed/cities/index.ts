import { readFile } from 'node:fs/promises';
import type { Sql } from '../../db/types.ts';
import { searchKey } from '../../repositories/city/cities.ts';

/** One row of the TSV files beside this module (see README.md there). */
export interface CitySeed {
  country: 'RU' | 'BY' | 'KZ';
  kladr_id: string;
  fias_id: string;
  title: string;
  region_kladr_id: string;
  region_fias_id: string;
  region_title: string;
  latitude: number;
  longitude: number;
  population: number;
}

const FILES = { RU: 'ru.tsv', BY: 'by.tsv', KZ: 'kz.tsv' } as const;

function parseTsv(country: CitySeed['country'], text: string): CitySeed[] {
  const [header, ...lines] = text.trim().split('\n');
  const columns = (header ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    const get = (name: string) => {
      const value = cells[columns.indexOf(name)];
      if (value === undefined) throw new Error(`${FILES[country]}: no ${name} in "${line}"`);
      return value;
    };
    return {
      country,
      kladr_id: get('kladr_id'),
      fias_id: get('fias_id'),
      title: get('title'),
      region_kladr_id: get('region_kladr_id'),
      region_fias_id: get('region_fias_id'),
      region_title: get('region_title'),
      latitude: Number(get('latitude')),
      longitude: Number(get('longitude')),
      population: Number(get('population')),
    };
  });
}

export async function loadCitySeeds(): Promise<CitySeed[]> {
  const parts = await Promise.all(
    (Object.keys(FILES) as CitySeed['country'][]).map(async (country) => {
      const text = await readFile(new URL(FILES[country], import.meta.url), 'utf8');
      return parseTsv(country, text);
    }),
  );
  return parts.flat();
}

/** Fills the cities table; safe to run again (rows are matched by KLADR id and updated). */
export async function seedCities(db: Sql): Promise<number> {
  const cities = await loadCitySeeds();
  const column = <K extends keyof CitySeed>(key: K) => cities.map((city) => city[key]);
  await db.query(
    `INSERT INTO cities (country, kladr_id, fias_id, title, region_kladr_id, region_fias_id,
                         region_title, latitude, longitude, population, search_title)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::text[], $8::float8[], $9::float8[], $10::int[], $11::text[])
     ON CONFLICT (kladr_id) DO UPDATE SET
       country = EXCLUDED.country, fias_id = EXCLUDED.fias_id, title = EXCLUDED.title,
       search_title = EXCLUDED.search_title,
       region_kladr_id = EXCLUDED.region_kladr_id, region_fias_id = EXCLUDED.region_fias_id,
       region_title = EXCLUDED.region_title, latitude = EXCLUDED.latitude,
       longitude = EXCLUDED.longitude, population = EXCLUDED.population`,
    [
      column('country'),
      column('kladr_id'),
      column('fias_id'),
      column('title'),
      column('region_kladr_id'),
      column('region_fias_id'),
      column('region_title'),
      column('latitude'),
      column('longitude'),
      column('population'),
      cities.map((city) => searchKey(city.title)),
    ],
  );
  return cities.length;
}
