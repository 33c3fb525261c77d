import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandIndex } from '../../src/schemas/pages.ts';
import { countBy, loadProducts, requests } from '../catalog/helpers.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';

describe.each(databaseKinds())('brands page on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let api: ReturnType<typeof requests>;
  beforeAll(async () => {
    api = requests(t);
  });

  it('lists every brand that has products, with its product count', async () => {
    const res = await api.get('/v1/brands');
    expect(res.statusCode).toBe(200);
    const index: BrandIndex = res.json();
    const counts = countBy(await loadProducts(t.db), (p) => p.brand);
    expect(new Map(index.brands.map((b) => [b.slug, b.product_count]))).toEqual(counts);
    expect(index.brands.map((b) => b.title)).toContain('Интерскол');
    expect(index.seo).toMatchObject({ h1: 'Бренды', noindex: false });
    expect(index.seo.page_title).toContain('GARWIN');
  });

  it('counts as many products as the catalogue filtered by the brand shows', async () => {
    const { brands }: BrandIndex = (await api.get('/v1/brands')).json();
    for (const brand of brands.slice(0, 3)) {
      const listing = await api.post('/v1/products', {
        filter: { brands: [brand.slug] },
        with_facets: false,
        page_size: 1,
      });
      expect(listing.statusCode).toBe(200);
      expect(listing.json().total_size).toBe(brand.product_count);
    }
  });

  it('gives a brand its logo once the back office sets one', async () => {
    const { brands }: BrandIndex = (await api.get('/v1/brands')).json();
    const first = brands[0];
    expect(first?.image_id).toBeNull();
    await t.db.query(`UPDATE brands SET image_id = 'category-elektroinstrument' WHERE slug = $1`, [
      first?.slug,
    ]);
    const again: BrandIndex = (await api.get('/v1/brands')).json();
    expect(again.brands[0]?.image_id).toBe('category-elektroinstrument');
  });
});
