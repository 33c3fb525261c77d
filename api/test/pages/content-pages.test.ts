import { describe, expect, it } from 'vitest';
import type { ContentPage, ContentPageList } from '../../src/schemas/pages.ts';
import type { Layout } from '../../src/schemas/layout.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';

const MARKETS = ['garwin', 'sprout', 'ipr', 'licota', 'store'];
const SLUGS = [
  'delivery',
  'payment',
  'corporate',
  'service-centers',
  'contacts',
  'warranty',
  'returns',
  'faq',
  'about',
  'vacancies',
  'terms',
  'agreement',
];

describe.each(databaseKinds())('information pages on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));

  const get = (market: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-market-id': market } });

  it('serves every information page of every market with its SEO data', async () => {
    for (const market of MARKETS) {
      const list: ContentPageList = (await get(market, '/v1/pages/content')).json();
      expect(list.pages.map((p) => p.slug).sort()).toEqual([...SLUGS].sort());
      for (const slug of SLUGS) {
        const res = await get(market, `/v1/pages/content/${slug}`);
        expect(res.statusCode, `${market} ${slug}`).toBe(200);
        const page: ContentPage = res.json();
        expect(page.slug).toBe(slug);
        expect(page.seo.h1).toBe(page.title);
        expect(page.seo.page_title).toContain(page.title);
        expect(page.seo.meta_description?.length).toBeGreaterThan(50);
        const text = page.sections.flatMap((s) => [...s.paragraphs, ...s.items]).join(' ');
        expect(text.length).toBeGreaterThan(200);
        expect(text).not.toMatch(/lorem|ipsum/i);
        expect(res.headers['cache-control']).toContain('max-age');
      }
    }
  });

  it('writes each market its own text', async () => {
    const contacts = await Promise.all(
      MARKETS.map(async (m) => (await get(m, '/v1/pages/content/contacts')).json() as ContentPage),
    );
    const phones = contacts.map((p) => p.sections[0]?.items[0]);
    expect(new Set(phones).size).toBe(MARKETS.length);
    const about: ContentPage = (await get('sprout', '/v1/pages/content/about')).json();
    expect(about.title).toBe('О Sprout');
    expect(about.seo.page_title).toBe('О Sprout — Sprout');
  });

  it('keeps the legal documents out of search results', async () => {
    const terms: ContentPage = (await get('garwin', '/v1/pages/content/terms')).json();
    const delivery: ContentPage = (await get('garwin', '/v1/pages/content/delivery')).json();
    expect(terms.seo.noindex).toBe(true);
    expect(delivery.seo.noindex).toBe(false);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const unknown = await get('garwin', '/v1/pages/content/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('garwin', '/v1/pages/content/Bad_Slug')).statusCode).toBe(400);
  });

  it('points every header, footer and mobile link at a page that exists', async () => {
    const staticRoutes =
      /^\/(cart|checkout|company|brands|promos|catalog(\/[a-z0-9-]+)?|cabinet\/[a-z]+)?$/;
    for (const market of MARKETS) {
      const layout: Layout = (await get(market, '/v1/layout')).json();
      const urls = [
        ...layout.header.express_menu.map((l) => l.url),
        ...layout.header.bottom_menu.map((l) => l.url),
        ...layout.footer.columns.flatMap((c) => c.links.map((l) => l.url)),
        ...layout.footer.links.map((l) => l.url),
        ...layout.mobile_navigation.map((l) => l.url),
      ];
      for (const url of urls) {
        if (staticRoutes.test(url)) continue;
        const res = await get(market, `/v1/pages/content${url}`);
        expect(res.statusCode, `${market} ${url}`).toBe(200);
      }
    }
  });

  it('lists the content pages in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/pages/content', '/v1/pages/content/{slug}', '/v1/brands']),
    );
  });
});
