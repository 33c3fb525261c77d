import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/db.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

describe.each(databaseKinds())('market routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      PRODUCT_MARKET_ID: 'acme',
      PRODUCT_MARKET_NAME: 'ACME Инструмент',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, market?: string) =>
    t.app.inject({ method: 'GET', url, headers: market ? { 'x-market-id': market } : {} });

  it('rejects a request without the market header with a clear message', async () => {
    const res = await get('/v1/settings');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'MARKET_REQUIRED',
      message: 'Не указан маркет (заголовок X-Market-Id)',
    });
  });

  it('rejects an unknown market', async () => {
    const res = await get('/v1/layout', 'nosuch');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MARKET_UNKNOWN');
  });

  it('gives the subscription section to garwin only', async () => {
    const bodies = await Promise.all(
      ['garwin', 'sprout', 'ipr', 'licota', 'acme'].map(async (m) =>
        (await get('/v1/settings', m)).json(),
      ),
    );
    expect(bodies.map((b) => b.subscription !== null)).toEqual([true, false, false, false, false]);
  });

  it('names the white-label market from configuration', async () => {
    const res = await get('/v1/settings', 'acme');
    expect(res.statusCode).toBe(200);
    expect(res.json().market).toEqual({ id: 'acme', name: 'ACME Инструмент', theme: 'product' });
  });

  it('answers each market its own auth strategies and geolocation flag', async () => {
    const garwin = (await get('/v1/settings', 'garwin')).json();
    const ipr = (await get('/v1/settings', 'ipr')).json();
    expect(garwin.config.auth.available_strategies).toEqual(['EMAIL', 'SMS']);
    expect(ipr.config.auth.available_strategies).toEqual(['EMAIL']);
    expect(garwin.geolocation).toBe(true);
    expect(ipr.geolocation).toBe(false);
    expect(garwin.base_currency.code).toBe('RUB');
  });

  it('serves the layout with the highlighted promo entry and the terms links', async () => {
    const layout = (await get('/v1/layout', 'sprout')).json();
    expect(
      layout.header.bottom_menu.find((i: { highlight: boolean }) => i.highlight),
    ).toMatchObject({
      url: '/promos',
      icon: 'sale',
    });
    expect(layout.footer.links.map((l: { url: string }) => l.url)).toEqual([
      '/terms',
      '/agreement',
    ]);
    expect(layout.mobile_navigation.length).toBeGreaterThan(2);
  });

  it('serves a home page whose every image exists', async () => {
    const home = (await get('/v1/pages/home', 'licota')).json();
    expect(home.seo.page_title).toContain('Licota');
    expect(home.slider).toHaveLength(4);
    const ids = [
      ...home.slider.map((s: { image_uid: string }) => s.image_uid),
      ...home.categories.map((c: { image_id: string }) => c.image_id),
      ...home.banners.map((b: { image_id: string }) => b.image_id),
    ];
    for (const id of ids) {
      const image = await t.app.inject({ method: 'GET', url: `/images/${id}?width=80` });
      expect(image.statusCode, id).toBe(200);
    }
  });

  it('stays the same when migrations and the seed run again', async () => {
    const { migrate } = await import('../../src/db/migrate.ts');
    const { seed } = await import('../../src/seed/index.ts');
    expect(await migrate(t.db)).toEqual([]);
    await seed(t.db, t.config);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM markets');
    expect(rows[0]?.n).toBe(5);
  });

  it('documents every route in OpenAPI with the market header', async () => {
    const doc = (await get('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/settings', '/v1/layout', '/v1/pages/home', '/images/{imageId}']),
    );
    const params = doc.paths['/v1/settings'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toContain('x-market-id');
  });

  it('answers health and readiness without a market', async () => {
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
  });
});
