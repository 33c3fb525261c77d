import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from '../auth/app.ts';
import { databaseKinds } from '../support/db.ts';
import { type TestApp, useTestApp } from '../support/app.ts';
import { MARKET } from '../auth/helpers.ts';
import { buildMmdb } from './mmdb-fixture.ts';

type City = { title: string; kladr_id: string; fias_id: string; region_title: string };

describe.each(databaseKinds())('cities on %s', (kind) => {
  const ctx = useTestApp(() => startAuthApp(kind));

  const search = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/city:search',
      headers: MARKET,
      payload: { query },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ cities: City[] }>().cities;
  };
  const byGeo = (latitude: string, longitude: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/city:resolve_by_geo',
      headers: MARKET,
      payload: { latitude, longitude },
    });

  it('finds a city by the beginning of its name, with its region and real ids', async () => {
    const [spb] = await search('санкт');
    expect(spb).toEqual({
      title: 'Санкт-Петербург',
      kladr_id: '7800000000000',
      fias_id: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
      region_title: 'Санкт-Петербург',
      region_kladr_id: '7800000000000',
      region_fias_id: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
    });
    const [moscow] = await search('Моск');
    expect(moscow).toMatchObject({
      kladr_id: '7700000000000',
      fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    });
  });

  it('puts larger cities first and returns at most twenty', async () => {
    const largest = await search('');
    expect(largest).toHaveLength(20);
    expect(largest.slice(0, 2).map((c) => c.title)).toEqual(['Москва', 'Санкт-Петербург']);
    const many = await search('к');
    expect(many).toHaveLength(20);
    expect(many[0]?.title).toBe('Казань');
  });

  it('matches a later word, ё as е, and the cities of Belarus and Kazakhstan', async () => {
    expect((await search('новгород')).map((c) => c.title)).toEqual(
      expect.arrayContaining(['Нижний Новгород', 'Великий Новгород']),
    );
    expect((await search('орел'))[0]?.title).toBe('Орёл');
    expect((await search('минск'))[0]).toMatchObject({ title: 'Минск', kladr_id: 'BY07001000000' });
    expect((await search('алма'))[0]).toMatchObject({ title: 'Алматы' });
  });

  it('forgives a typo', async () => {
    expect((await search('масква'))[0]?.title).toBe('Москва');
    expect((await search('екатиринбург'))[0]?.title).toBe('Екатеринбург');
  });

  it('treats LIKE wildcards in the query as text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('resolves coordinates to the nearest city', async () => {
    const novosibirsk = await byGeo('55.03', '82.92');
    expect(novosibirsk.json()).toMatchObject({
      title: 'Новосибирск',
      region_title: 'Новосибирская область',
    });
    expect((await byGeo('53.90', '27.56')).json()).toMatchObject({ title: 'Минск' });
  });

  it('rejects coordinates that are not numbers or out of range', async () => {
    expect((await byGeo('north', '30')).statusCode).toBe(400);
    expect((await byGeo('95', '30')).statusCode).toBe(400);
  });

  it('falls back to Санкт-Петербург by IP without a GeoIP database', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/city:resolve_by_ip',
      headers: MARKET,
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Санкт-Петербург', kladr_id: '7800000000000' });
    // Clients that always send a JSON content type get the same answer.
    const withType = await ctx.app.inject({
      method: 'POST',
      url: '/v1/city:resolve_by_ip',
      headers: { ...MARKET, 'content-type': 'application/json' },
    });
    expect(withType.json()).toMatchObject({ title: 'Санкт-Петербург' });
  });
});

describe.each(databaseKinds())('city by IP with a GeoIP database on %s', (kind) => {
  let ctx: TestApp;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'geoip-'));
    const file = join(dir, 'city.mmdb');
    await writeFile(
      file,
      buildMmdb([
        {
          cidr: '203.0.113.0/24',
          record: { country: { iso_code: 'RU' }, location: { latitude: 56.84, longitude: 60.6 } },
        },
        {
          cidr: '198.51.100.0/24',
          record: { country: { iso_code: 'DE' }, location: { latitude: 52.52, longitude: 13.4 } },
        },
      ]),
    );
    ctx = await startAuthApp(kind, { env: { GEOIP_DB_PATH: file, TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());

  const byIp = (ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/city:resolve_by_ip',
      headers: MARKET,
      remoteAddress: ip,
    });

  it('finds the city of a known address', async () => {
    expect((await byIp('203.0.113.7')).json()).toMatchObject({ title: 'Екатеринбург' });
  });

  it('falls back to the default city for an unknown or foreign address', async () => {
    expect((await byIp('10.1.2.3')).json()).toMatchObject({ title: 'Санкт-Петербург' });
    expect((await byIp('198.51.100.7')).json()).toMatchObject({ title: 'Санкт-Петербург' });
  });

  it('takes the address from X-Forwarded-For behind a trusted proxy', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/city:resolve_by_ip',
      headers: { ...MARKET, 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.json()).toMatchObject({ title: 'Екатеринбург' });
  });
});
