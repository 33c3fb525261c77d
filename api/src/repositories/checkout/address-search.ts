import type { Sql } from '../../db/types.ts';
import type { AddressSuggestion } from '../../schemas/checkout.ts';
import { searchKey } from '../city/cities.ts';

/** Suggests postal addresses for what a buyer typed. */
export interface AddressSearch {
  readonly name: string;
  /** Up to `limit` suggestions, those in `cityUid` (a FIAS id) first when given. */
  suggest(query: string, limit: number, cityUid?: string): Promise<AddressSuggestion[]>;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The seeded address book of the store's cities. Every typed word must occur in the address;
 * when none match so, the most similar addresses (trigrams) answer despite typos.
 */
export function seededAddressSearch(db: Sql): AddressSearch {
  return {
    name: 'address-book',
    async suggest(query, limit, cityUid) {
      const key = searchKey(query).replace(/[.,]/g, ' ');
      const words = key.split(/\s+/).filter(Boolean).slice(0, 6);
      if (words.length === 0) return [];
      const select = `SELECT city_fias_id AS city_uid, city_title, postal_address, latitude, longitude
        FROM addresses`;
      const order = `ORDER BY city_fias_id = $2 DESC, word_similarity($1, search_text) DESC,
        postal_address LIMIT $3`;
      // one LIKE per word, so the trigram index serves the words of three letters or more
      const likes = words.map((_, i) => `search_text LIKE $${i + 4}`).join(' AND ');
      const exact = await db.query<AddressSuggestion>(`${select} WHERE ${likes} ${order}`, [
        key,
        cityUid ?? '',
        limit,
        ...words.map((w) => `%${escapeLike(w)}%`),
      ]);
      if (exact.rows.length > 0) return exact.rows;
      const fuzzy = await db.query<AddressSuggestion>(
        `${select} WHERE search_text % $1 ORDER BY city_fias_id = $2 DESC,
           similarity($1, search_text) DESC, postal_address LIMIT $3`,
        [words.join(' '), cityUid ?? '', limit],
      );
      return fuzzy.rows;
    },
  };
}

interface ServiceSuggestion {
  value?: string;
  data?: {
    city_fias_id?: string | null;
    settlement_fias_id?: string | null;
    city?: string | null;
    settlement?: string | null;
    geo_lat?: string | null;
    geo_lon?: string | null;
  };
}

function coordinate(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * A DaData-compatible suggestion service (`POST {url}` with `{query, count}` and
 * `Authorization: Token {token}`, answering `{suggestions: [{value, data}]}`). Throws when the
 * service fails or answers something else.
 */
export function serviceAddressSearch(
  url: string,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): AddressSearch {
  return {
    name: 'address-service',
    async suggest(query, limit) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Token ${token}` } : {}),
        },
        body: JSON.stringify({ query, count: limit }),
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) throw new Error(`address service answered ${response.status}`);
      const body = (await response.json()) as { suggestions?: ServiceSuggestion[] };
      if (!Array.isArray(body.suggestions)) throw new Error('address service: no suggestions');
      return body.suggestions.slice(0, limit).map((s) => ({
        city_uid: s.data?.city_fias_id ?? s.data?.settlement_fias_id ?? '',
        city_title: s.data?.city ?? s.data?.settlement ?? '',
        postal_address: s.value ?? '',
        latitude: coordinate(s.data?.geo_lat),
        longitude: coordinate(s.data?.geo_lon),
      }));
    },
  };
}

/**
 * The address service of ADDRESS_SERVICE_URL (with ADDRESS_SERVICE_TOKEN), falling back to the
 * address book when it fails; the address book alone when no service is configured.
 */
export function addressSearchFromEnv(
  db: Sql,
  env: Record<string, string | undefined>,
  onFailure: (error: unknown) => void,
): AddressSearch {
  const book = seededAddressSearch(db);
  const url = env.ADDRESS_SERVICE_URL?.trim();
  if (!url) return book;
  const service = serviceAddressSearch(url, env.ADDRESS_SERVICE_TOKEN?.trim() || null);
  return {
    name: service.name,
    async suggest(query, limit, cityUid) {
      try {
        return await service.suggest(query, limit, cityUid);
      } catch (error) {
        onFailure(error);
        return book.suggest(query, limit, cityUid);
      }
    },
  };
}
