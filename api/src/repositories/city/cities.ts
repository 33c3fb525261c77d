import type { Sql } from '../../db/types.ts';
import type { City } from '../../schemas/city.ts';
import type { GeoPoint } from './geoip.ts';

const CITY_COLUMNS = `fias_id, kladr_id, title, region_fias_id, region_kladr_id, region_title`;
export const SEARCH_LIMIT = 20;

/** The form the search_title column holds: lower case, ё as е. */
export function searchKey(text: string): string {
  return text.trim().toLowerCase().replaceAll('ё', 'е');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Cities whose name starts with the query, then those with a word starting with it (so «новгород»
 * finds «Нижний Новгород»), then, for three letters or more, any substring, and last, for four or
 * more, names that look alike (trigrams, for typos such as «масква»); larger cities first within
 * each group. An empty query lists the largest cities.
 */
export async function searchCities(db: Sql, query: string): Promise<City[]> {
  const key = searchKey(query);
  const { rows } = await db.query<City>(
    `SELECT ${CITY_COLUMNS} FROM (
       SELECT *, CASE
         WHEN search_title LIKE $1 || '%' THEN 0
         WHEN search_title LIKE '% ' || $1 || '%' OR search_title LIKE '%-' || $1 || '%' THEN 1
         WHEN char_length($2) >= 3 AND search_title LIKE '%' || $1 || '%' THEN 2
         WHEN char_length($2) >= 4 AND similarity(search_title, $2) >= 0.35 THEN 3
       END AS rank,
       CASE WHEN char_length($2) >= 4 THEN similarity(search_title, $2) ELSE 0 END AS likeness
       FROM cities
     ) ranked
     WHERE rank IS NOT NULL
     ORDER BY rank, CASE WHEN rank = 3 THEN likeness ELSE 0 END DESC, population DESC, title
     LIMIT ${SEARCH_LIMIT}`,
    [escapeLike(key), key],
  );
  return rows;
}

/** The city nearest to a point, by great-circle distance. */
export async function findNearestCity(db: Sql, point: GeoPoint): Promise<City | null> {
  const { rows } = await db.query<City>(
    `SELECT ${CITY_COLUMNS} FROM cities
     ORDER BY 2 * asin(sqrt(
       power(sin(radians(latitude - $1) / 2), 2) +
       cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2)
     ))
     LIMIT 1`,
    [point.latitude, point.longitude],
  );
  return rows[0] ?? null;
}

export async function findCityByKladr(db: Sql, kladrId: string): Promise<City | null> {
  const { rows } = await db.query<City>(`SELECT ${CITY_COLUMNS} FROM cities WHERE kladr_id = $1`, [
    kladrId,
  ]);
  return rows[0] ?? null;
}
