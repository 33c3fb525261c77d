import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../support/app.ts';

const market = { 'x-market-id': 'garwin' };

describe('public reads are cacheable for visitors', () => {
  const t = useTestApp(() => startTestApp('pglite', { SEED_PRODUCTS: '20' }));
  let productSlug = '';
  beforeAll(async () => {
    const { rows } = await t.db.query<{ slug: string }>(
      'SELECT slug FROM products ORDER BY id LIMIT 1',
    );
    productSlug = rows[0]?.slug ?? '';
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...market, ...headers } });

  it.each([
    '/v1/settings',
    '/v1/layout',
    '/v1/pages/home',
    '/v1/pages/category_catalog',
    '/v1/pages/promo_catalog',
    '/v1/pages/content',
    '/v1/pages/content/delivery',
    '/v1/pages/company',
    '/v1/brands',
    '/v0/helpdesk/products/1/rent',
    '/v0/helpdesk/documents/limits',
  ])(
    '%s carries max-age and an ETag, and answers a matching If-None-Match with 304',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(String(first.headers['vary'])).toContain('x-market-id');

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);

      const stale = await get(url, { 'if-none-match': '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('a product page is public for a visitor, with a shorter life', async () => {
    const res = await get(`/v1/pages/product_catalog/${productSlug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });

  it('each market has its own tag', async () => {
    const garwin = await get('/v1/settings');
    const sprout = await get('/v1/settings', { 'x-market-id': 'sprout' });
    expect(garwin.headers['etag']).not.toBe(sprout.headers['etag']);
  });

  it('a signed-in request is never public, and gets its body even with a matching tag', async () => {
    const url = `/v1/pages/product_catalog/${productSlug}`;
    const etag = String((await get(url)).headers['etag']);
    const res = await get(url, { cookie: 'access_token=some-token', 'if-none-match': etag });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['etag']).toBeUndefined();
  });

  it('errors, listings and personal reads carry no public caching', async () => {
    const missing = await get('/v1/pages/product_catalog/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    const listing = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: market,
      payload: { page_size: 5 },
    });
    expect(listing.headers['cache-control']).toBeUndefined();
    const cart = await get('/v2/cart');
    expect(String(cart.headers['cache-control'])).not.toContain('public');
  });
});
