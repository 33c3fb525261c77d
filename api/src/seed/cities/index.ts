import { readFile } from 'node:fs/promises';
import type { Sql } from '../../db/types.ts';
import { searchKey } from '../../repositories/city/cities.ts';
import { bulkInsert } from '../bulk-insert.ts';

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
  const rows = cities.map((city) => ({ ...city, search_title: searchKey(city.title) }));
  await bulkInsert(
    db,
    {
      table: 'cities',
      columns: `country text, kladr_id text, fias_id text, title text, region_kladr_id text,
        region_fias_id text, region_title text, latitude float8, longitude float8, population int,
        search_title text`,
      conflict: '(kladr_id)',
      update: `country, fias_id, title, search_title, region_kladr_id, region_fias_id,
        region_title, latitude, longitude, population`,
    },
    rows,
  );
  return cities.length;
}
