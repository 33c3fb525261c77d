import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { home, layout, settings } from './fixtures.ts';
import { useHarness } from './harness.ts';

describe('market, city and REST headers', () => {
  const h = useHarness({
    env: { PRODUCT_MARKET_ID: 'acme', MARKET_HOSTS: 'shop.example.ru=licota' },
    handler: (call) => {
      const market = String(call.headers['x-market-id']);
      if (call.path === '/v1/settings') return { status: 200, body: settings(market) };
      if (call.path === '/v1/layout') return { status: 200, body: layout };
      if (call.path === '/v1/pages/home') return { status: 200, body: home };
      return undefined;
    },
  });

  it.each([
    ['sprout.localhost:3000', 'sprout'],
    ['acme.localhost', 'acme'],
    ['shop.example.ru', 'licota'],
    ['unknown.example.com', 'garwin'],
  ])('resolves %s to the %s market', async (host, market) => {
    const res = await h.gql('{ market { id } }', { headers: { 'x-forwarded-host': host } });
    expect(res.body.data).toEqual({ market: { id: market } });
    expect(h.api.callsTo('/v1/settings')[0]?.headers['x-market-id']).toBe(market);
  });

  it('reads the market from the Host header when nothing is forwarded', async () => {
    const res = await request(h.url, {
      method: 'POST',
      headers: { host: 'ipr.localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ market { id } }' }),
    });
    expect(await res.body.json()).toEqual({ data: { market: { id: 'ipr' } } });
  });

  it('sends the default city (Санкт-Петербург) without location cookies', async () => {
    const res = await h.gql('{ market { id } currentCity { name confirmed } }');
    expect(res.body.data?.currentCity).toEqual({ name: 'Санкт-Петербург', confirmed: false });
    const headers = h.api.calls[0]!.headers;
    expect(headers['x-city-kladr-id']).toBe('7800000000000');
    expect(headers['x-region-fias-id']).toBe('c2deb16a-0330-4f05-821f-1d09c93331e6');
  });

  it('sends the city of the location cookies', async () => {
    const cookie =
      'city_name=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0; city_confirmed=1; city_kladr_id=7700000000000; city_fias_id=0c5b2444-70a0-4932-980c-b4dc0d3f02b5; region_kladr_id=7700000000000; region_fias_id=0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
    const res = await h.gql('{ market { id } currentCity { name confirmed kladrId } }', {
      headers: { cookie },
    });
    expect(res.body.data?.currentCity).toEqual({
      name: 'Москва',
      confirmed: true,
      kladrId: '7700000000000',
    });
    expect(h.api.calls[0]!.headers['x-city-fias-id']).toBe('0c5b2444-70a0-4932-980c-b4dc0d3f02b5');
    expect(h.api.calls[0]!.headers.cookie).toContain('city_confirmed=1');
  });

  it('asks the REST API once for settings however many fields need them', async () => {
    await h.gql(
      '{ market { id name theme settings { geolocation } config { authStrategies } } a: market { id } }',
    );
    expect(h.api.callsTo('/v1/settings')).toHaveLength(1);
  });

  it('makes the home page images addressable at a width', async () => {
    const res = await h.gql('{ homePage { slides { image { url(width: 1515) } } } }');
    expect(res.body.data).toEqual({
      homePage: { slides: [{ image: { url: '/images/slide-1?width=1515' } }] },
    });
  });

  it('gives a new visitor a 14-day fingerprint cookie and keeps an existing one', async () => {
    const first = await h.gql('{ currentCity { name } }');
    expect(first.setCookie.join()).toMatch(
      /fingerprint=[0-9a-f-]{36}; Max-Age=1209600; Path=\/; HttpOnly/,
    );
    const again = await h.gql('{ currentCity { name } }', {
      headers: { cookie: 'fingerprint=abc' },
    });
    expect(again.setCookie).toEqual([]);
  });
});
