import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/seed/catalog/index.ts';
import { TOP_CATEGORIES, SELLERS } from '../../src/seed/catalog-tiles.ts';
import type { CategoryCatalogPage, ProductPage } from '../../src/schemas/catalog.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { requests } from './helpers.ts';

describe.each(databaseKinds())('catalogue pages on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let api: ReturnType<typeof requests>;
  beforeAll(async () => {
    api = requests(t);
  });

  const someProductSlug = async () =>
    (await t.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1')).rows[0]
      ?.slug ?? '';

  it('serves the three-level tree rooted at the home page tiles', async () => {
    const res = await api.get('/v1/pages/category_catalog');
    expect(res.statusCode).toBe(200);
    const page: CategoryCatalogPage = res.json();
    expect(page.categories.map((c) => c.slug)).toEqual(TOP_CATEGORIES.map((c) => c.slug));
    for (const root of page.categories) {
      expect(root.children.length).toBeGreaterThan(0);
      for (const branch of root.children) expect(branch.children.length).toBeGreaterThan(0);
      const leaves = root.children.flatMap((b) => b.children);
      expect(root.product_count).toBe(leaves.reduce((sum, l) => sum + l.product_count, 0));
    }
    expect(page.categories.reduce((s, c) => s + c.product_count, 0)).toBe(300);
    expect(page.seo.page_title).toContain('GARWIN');
  });

  it('opens every category the home page links to', async () => {
    for (const top of TOP_CATEGORIES) {
      const res = await api.get(`/v1/pages/category_catalog/${top.slug}`);
      expect(res.statusCode).toBe(200);
      const { category, seo } = res.json();
      expect(category).toMatchObject({
        slug: top.slug,
        title: top.title,
        breadcrumbs: [{ slug: top.slug, title: top.title }],
      });
      expect(category.description).toBeTruthy();
      expect(seo.h1).toBe(top.title);
    }
  });

  it('gives a leaf category its breadcrumbs from the root', async () => {
    const res = await api.get('/v1/pages/category_catalog/dreli');
    expect(res.statusCode).toBe(200);
    const { category } = res.json();
    expect(category.breadcrumbs.map((b: { slug: string }) => b.slug)).toEqual([
      'elektroinstrument',
      'setevoy-instrument',
      'dreli',
    ]);
    expect(category.children).toEqual([]);
    expect(category.ecommerce_id).toBeTruthy();
  });

  it('lists current and upcoming promotions, not finished ones', async () => {
    const res = await api.get('/v1/pages/promo_catalog');
    expect(res.statusCode).toBe(200);
    const { promos, seo } = res.json();
    const now = Date.now();
    expect(promos.length).toBeGreaterThanOrEqual(5);
    for (const promo of promos) expect(Date.parse(promo.active_until)).toBeGreaterThan(now);
    expect(promos.some((p: { active_since: string }) => Date.parse(p.active_since) > now)).toBe(
      true,
    );
    expect(seo.h1).toBe('Акции');
  });

  it('opens a promotion, past ones marked noindex', async () => {
    const current = await api.get('/v1/pages/promo_catalog/nedelya-makita');
    expect(current.statusCode).toBe(200);
    expect(current.json().promo).toMatchObject({ slug: 'nedelya-makita', title: 'Неделя Makita' });
    expect(current.json().seo.noindex).toBe(false);
    const past = await api.get('/v1/pages/promo_catalog/svarochnyy-sezon');
    expect(past.json().seo.noindex).toBe(true);
  });

  it('serves the full product with images that render', async () => {
    const slug = await someProductSlug();
    const res = await api.get(`/v1/pages/product_catalog/${slug}`);
    expect(res.statusCode).toBe(200);
    const { product, seo }: ProductPage = res.json();
    expect(product.slug).toBe(slug);
    expect(product.breadcrumbs).toHaveLength(3);
    expect(product.breadcrumbs[2]?.slug).toBe(product.category.slug);
    expect(product.properties.length).toBeGreaterThan(0);
    for (const property of product.properties) expect(property.title).toBeTruthy();
    expect(product.items.length).toBeGreaterThan(0);
    expect(product.datasheets.length).toBeGreaterThan(0);
    expect(product.dimensions.weight).toBeGreaterThanOrEqual(0);
    expect(product.shipping.delivery.days).toBeGreaterThan(0);
    expect(seo.h1).toBe(product.title);
    const image = await t.app.inject({
      method: 'GET',
      url: `/images/${product.image_ids[0]}?width=240`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('gives number properties their units', async () => {
    const { rows } = await t.db.query<{ slug: string }>(
      `SELECT slug FROM products WHERE 'power' = ANY(num_keys) ORDER BY id LIMIT 1`,
    );
    const { product } = (await api.get(`/v1/pages/product_catalog/${rows[0]?.slug}`)).json();
    expect(product.properties).toContainEqual(
      expect.objectContaining({ id: 'power', title: 'Мощность', units: 'Вт' }),
    );
  });

  it('opens every seller of the home page', async () => {
    for (const seller of SELLERS) {
      const res = await api.get(`/v1/pages/seller_catalog/${seller.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().seller).toMatchObject({ slug: seller.slug, title: seller.title });
    }
  });

  it.each([
    '/v1/pages/category_catalog/net-takoy',
    '/v1/pages/promo_catalog/net-takoy',
    '/v1/pages/product_catalog/net-takogo',
    '/v1/pages/seller_catalog/net-takogo',
  ])('answers 404 with the error body for %s', async (url) => {
    const res = await api.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('seeds the catalogue once', async () => {
    expect(await seedCatalog(t.db, { seedProducts: 50 })).toBe(0);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(rows[0]?.n).toBe(300);
  });
});
