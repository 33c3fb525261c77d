import { describe, expect, it } from 'vitest';
import {
  addressSearchFromEnv,
  serviceAddressSearch,
} from '../../src/repositories/checkout/address-search.ts';
import type { Sql } from '../../src/db/types.ts';

const answer = {
  suggestions: [
    {
      value: 'г Москва, ул Тверская, д 7',
      data: {
        city_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        city: 'Москва',
        geo_lat: '55.7617',
        geo_lon: '37.6087',
      },
    },
    { value: 'Московская обл, г Химки', data: { settlement_fias_id: 'x', settlement: 'Химки' } },
  ],
};

describe('address service adapter', () => {
  it('asks a DaData-like service with its token and maps the suggestions', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fake: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify(answer), { status: 200 });
    };
    const search = serviceAddressSearch('https://addresses.example/suggest', 'secret', fake);
    const found = await search.suggest('тверская 7', 5);
    expect(calls[0]?.url).toBe('https://addresses.example/suggest');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Token secret');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ query: 'тверская 7', count: 5 });
    expect(found).toEqual([
      {
        city_uid: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        city_title: 'Москва',
        postal_address: 'г Москва, ул Тверская, д 7',
        latitude: 55.7617,
        longitude: 37.6087,
      },
      {
        city_uid: 'x',
        city_title: 'Химки',
        postal_address: 'Московская обл, г Химки',
        latitude: null,
        longitude: null,
      },
    ]);
  });

  it('falls back to the address book when the configured service fails', async () => {
    const book: Sql = {
      async query<Row>() {
        return { rows: [{ postal_address: 'из книги' }] as Row[] };
      },
    };
    const failures: unknown[] = [];
    const search = addressSearchFromEnv(
      book,
      { ADDRESS_SERVICE_URL: 'http://127.0.0.1:9/none' },
      (error) => failures.push(error),
    );
    expect(search.name).toBe('address-service');
    expect(await search.suggest('ленина', 3)).toEqual([{ postal_address: 'из книги' }]);
    expect(failures).toHaveLength(1);
    expect(addressSearchFromEnv(book, {}, () => undefined).name).toBe('address-book');
  });
});
