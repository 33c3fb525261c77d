import { beforeEach, describe, expect, it } from 'vitest';
import { home, layout, settings } from './fixtures.ts';
import { useHarness } from './harness.ts';
import type { RecordedCall } from './rest-double.ts';

/** What the home page's route query asks of the BFF: the store frame and the page. */
const HOME = `{
  market { id name settings { geolocation contacts { phone } } layout { expressMenu { title } } }
  currentCity { name }
  viewer { id }
  homePage { slides { title } categories { slug } seo { pageTitle } }
}`;

const PUBLIC = { '/v1/settings': settings(), '/v1/layout': layout, '/v1/pages/home': home };

/** An API that marks its public reads as the real one does, and answers a matching tag with 304. */
function publicApi(call: RecordedCall) {
  const path = call.path.split('?')[0] as keyof typeof PUBLIC;
  if (!(path in PUBLIC)) return undefined;
  if (call.headers.cookie?.includes('access_token=')) {
    return { status: 200, body: PUBLIC[path], headers: { 'cache-control': 'private, no-store' } };
  }
  const etag = `"${path}-${String(call.headers['x-market-id'])}"`;
  const headers = { 'cache-control': 'public, max-age=60', etag };
  if (call.headers['if-none-match'] === etag) return { status: 304, headers };
  return { status: 200, body: PUBLIC[path], headers };
}

const MOSCOW =
  'city_kladr_id=7700000000000; city_fias_id=0c5b2444-70a0-4932-980c-b4dc0d3f02b5; region_kladr_id=7700000000000; region_fias_id=0c5b2444-70a0-4932-980c-b4dc0d3f02b5';

describe('public reads kept by the BFF', () => {
  let now = 1_000_000;
  const h = useHarness({ handler: publicApi, now: () => now });
  beforeEach(() => {
    now += 3_600_000;
  });

  const home = async (headers: Record<string, string> = {}) => {
    const res = await h.gql(HOME, {
      headers: { 'x-forwarded-host': 'garwin.localhost', ...headers },
    });
    expect(res.body.errors).toBeUndefined();
    return { body: res.body, timing: res.headers.get('server-timing') ?? '' };
  };
  const paths = () => h.api.calls.map((c) => c.path).sort();

  it("a visitor's home page is three REST calls once, then none within max-age", async () => {
    const first = await home();
    expect(paths()).toEqual(['/v1/layout', '/v1/pages/home', '/v1/settings']);
    h.api.calls.length = 0;
    now += 59_000;
    const second = await home();
    expect(h.api.calls).toEqual([]);
    expect(second.body).toEqual(first.body);
  });

  it('past max-age it revalidates with If-None-Match and keeps the body on 304', async () => {
    const first = await home();
    h.api.calls.length = 0;
    now += 61_000;
    const second = await home();
    expect(paths()).toEqual(['/v1/layout', '/v1/pages/home', '/v1/settings']);
    expect(h.api.calls.map((c) => c.headers['if-none-match']).sort()).toEqual([
      '"/v1/layout-garwin"',
      '"/v1/pages/home-garwin"',
      '"/v1/settings-garwin"',
    ]);
    expect(second.body).toEqual(first.body);
    h.api.calls.length = 0;
    await home();
    expect(h.api.calls).toEqual([]);
  });

  it('keeps each market and each city apart', async () => {
    await home();
    h.api.calls.length = 0;
    await home({ 'x-forwarded-host': 'sprout.localhost' });
    expect(paths()).toEqual(['/v1/layout', '/v1/pages/home', '/v1/settings']);
    expect(h.api.calls.every((c) => c.headers['x-market-id'] === 'sprout')).toBe(true);
    h.api.calls.length = 0;
    await home({ cookie: MOSCOW });
    expect(paths()).toEqual(['/v1/layout', '/v1/pages/home', '/v1/settings']);
    expect(h.api.calls.every((c) => c.headers['x-city-kladr-id'] === '7700000000000')).toBe(true);
  });

  it('a signed-in request neither reads nor fills the cache', async () => {
    h.api.handler = (call) =>
      call.path === '/v1/users/me/profile'
        ? {
            status: 200,
            body: { first_name: 'A', last_name: 'B', middle_name: null, phone: null, email: null },
          }
        : publicApi(call);
    await home();
    h.api.calls.length = 0;
    await home({ cookie: 'access_token=a; refresh_token=r' });
    expect(paths()).toEqual([
      '/v1/layout',
      '/v1/pages/home',
      '/v1/settings',
      '/v1/users/me/profile',
    ]);
    expect(h.api.calls.every((c) => c.headers['if-none-match'] === undefined)).toBe(true);
    h.api.calls.length = 0;
    await home({ cookie: 'access_token=a; refresh_token=r' });
    expect(h.api.calls).toHaveLength(4);
  });

  it('answers carry Server-Timing: time upstream, calls, answers from the cache, total', async () => {
    const first = await home();
    expect(first.timing).toMatch(
      /^upstream;dur=\d+\.\d;desc="3 REST calls, 0 cached", total;dur=\d+\.\d$/,
    );
    const second = await home();
    expect(second.timing).toMatch(/^upstream;dur=0\.0;desc="0 REST calls, 3 cached", total;dur=/);
  });
});
