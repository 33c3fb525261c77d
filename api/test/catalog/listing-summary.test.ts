import { beforeAll, describe, expect, it } from 'vitest';
import { importPrices } from '../../src/feeds/price-import.ts';
import { refreshCatalogSummary } from '../../src/repositories/catalog/facet-summary.ts';
import type { Facet } from '../../src/schemas/catalog.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import {
  coldListing,
  countBy,
  loadProducts,
  requests,
  topKeys,
  type PlainProduct,
} from './helpers.ts';

const CATEGORY = 'elektroinstrument';

/** Bucket counts of a facet by slug (or value for properties). */
function counts(facets: Facet[], pick: (f: Facet) => boolean): Map<string, number> | null {
  const facet = facets.find(pick);
  if (!facet || facet.type === 'PRICE') return null;
  return new Map(
    facet.type === 'PROPERTY'
      ? facet.buckets.map((b) => [b.value, b.count])
      : facet.buckets.map((b) => [b.slug, b.count]),
  );
}

describe.each(databaseKinds())('listing facets kept per scope on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let all: PlainProduct[];
  let inside: PlainProduct[];
  let api: ReturnType<typeof requests>;
  let listAt: ReturnType<typeof coldListing>;
  const url = `/v1/pages/category_catalog/${CATEGORY}/products`;
  beforeAll(async () => {
    all = await loadProducts(t.db);
    api = requests(t);
    listAt = coldListing(t);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [
      CATEGORY,
    ]);
    inside = all.filter((p) => p.path[0] === rows[0]?.id);
  });

  const list = (body: object, at = url) => listAt(body, at);

  it('answers the same facets from the kept counts as from counting every product', async () => {
    const scopes = [
      ...(
        await t.db.query<{ slug: string }>(
          'SELECT slug FROM categories WHERE depth < 3 OR id IN (SELECT min(id) FROM categories WHERE depth = 3)',
        )
      ).rows.map((r) => `/v1/pages/category_catalog/${r.slug}/products`),
      ...(await t.db.query<{ slug: string }>('SELECT slug FROM promos')).rows.map(
        (r) => `/v1/pages/promo_catalog/${r.slug}/products`,
      ),
      '/v1/products',
    ];
    const kept = [];
    for (const at of scopes) kept.push(await list({ with_facets: true, page_size: 3 }, at));
    await t.db.query('DELETE FROM catalog_facet_summary');
    await t.db.query('UPDATE catalog_version SET summarised = false');
    for (const [i, at] of scopes.entries()) {
      expect(await list({ with_facets: true, page_size: 3 }, at), at).toEqual(kept[i]);
    }
    const sellers = await t.db.query<{ slug: string }>('SELECT slug FROM sellers');
    for (const { slug } of sellers.rows) {
      // Counted afresh and kept: the seller's brands, whichever brand the visitor picked.
      const ofSeller = all.filter((p) => p.seller === slug);
      const brand = topKeys(
        countBy(ofSeller, (p) => p.brand),
        1,
      )[0];
      const res = await list(
        { filter: { seller: slug, brands: [brand] }, with_facets: true },
        '/v1/products',
      );
      expect(res.total_size).toBe(ofSeller.filter((p) => p.brand === brand).length);
      expect(counts(res.facets, (f) => f.type === 'BRAND')).toEqual(
        countBy(ofSeller, (p) => p.brand),
      );
    }
  }, 120_000);

  it('still counts every facet when the filter matches nothing', async () => {
    const absent = topKeys(
      countBy(
        all.filter((p) => !inside.includes(p)),
        (p) => p.brand,
      ),
      30,
    ).find((brand) => !inside.some((p) => p.brand === brand));
    expect(absent).toBeDefined();
    const res = await list({ filter: { brands: [absent] }, with_facets: true });
    expect(res.total_size).toBe(0);
    expect(res.products).toEqual([]);
    // The brand facet ignores its own filter: every brand of the category, to switch to.
    expect(counts(res.facets, (f) => f.type === 'BRAND')).toEqual(countBy(inside, (p) => p.brand));
    expect(res.facets.filter((f) => f.type !== 'BRAND')).toEqual([]);
  });

  it('counts a single property filter against the category and the others against the filter', async () => {
    const color = topKeys(
      countBy(inside, (p) => p.enums.get('color')),
      1,
    )[0];
    const res = await list({
      filter: { properties: [{ id: 'color', values: [color] }] },
      with_facets: true,
    });
    const matching = inside.filter((p) => p.enums.get('color') === color);
    expect(res.total_size).toBe(matching.length);
    expect(counts(res.facets, (f) => f.type === 'PROPERTY' && f.id === 'color')).toEqual(
      countBy(inside, (p) => p.enums.get('color')),
    );
    expect(counts(res.facets, (f) => f.type === 'BRAND')).toEqual(
      countBy(matching, (p) => p.brand),
    );
    const weights = inside.flatMap((p) => (p.nums.has('weight') ? [p.nums.get('weight')] : []));
    const byWeight = await list({
      filter: { properties: [{ id: 'weight', min: 0 }] },
      with_facets: true,
    });
    expect(byWeight.facets.find((f) => f.type === 'PROPERTY' && f.id === 'weight')).toMatchObject({
      min: Math.min(...(weights as number[])),
      max: Math.max(...(weights as number[])),
    });
  });

  it('pages deep into a listing in the same order as the first page shows it', async () => {
    const expected = [...inside]
      .sort((a, b) => b.popularity - a.popularity || Number(a.id) - Number(b.id))
      .map((p) => p.id);
    const pages = [];
    for (let page = 1; (page - 1) * 4 < inside.length; page++) {
      const res = await list({ page_size: 4, page_number: page });
      expect(res.total_size).toBe(inside.length);
      pages.push(...res.products.map((p) => p.id));
    }
    expect(pages).toEqual(expected);
    const cheapest = [...inside].sort((a, b) => a.price - b.price || Number(a.id) - Number(b.id));
    const last = await list({
      sort: 'PRICE_ASC',
      page_size: 5,
      page_number: Math.ceil(inside.length / 5),
    });
    expect(last.products.map((p) => p.id)).toEqual(
      cheapest.slice(Math.floor((inside.length - 1) / 5) * 5).map((p) => p.id),
    );
  });

  it('follows a price import: the category’s price range and the tree’s counts move with it', async () => {
    const before = await list({ with_facets: true });
    const product = inside[0];
    if (!product) throw new Error('no product in the category');
    const { rows } = await t.db.query<{ sku: string }>('SELECT sku FROM products WHERE id = $1', [
      Number(product.id),
    ]);
    await importPrices(t.db, `sku;price\n${rows[0]?.sku};1.5\n`, { kind: 'CLI', now: new Date() });
    const after = await list({ with_facets: true });
    expect(after.facets.find((f) => f.type === 'PRICE')).toMatchObject({ min: 1.5 });
    expect(before.facets.find((f) => f.type === 'PRICE')).not.toMatchObject({ min: 1.5 });
    const cheap = await list({ filter: { price: { max: 2 } }, with_facets: true });
    expect(cheap.products.map((p) => p.id)).toEqual([product.id]);
    const tree = await api.get('/v1/pages/category_catalog');
    const root = (tree.json() as { categories: { slug: string; product_count: number }[] })
      .categories;
    expect(root.find((c) => c.slug === CATEGORY)?.product_count).toBe(inside.length);
  });

  it('adds up the kept counts by category and brand as counting the brand’s products does', async () => {
    await t.db.transaction((tx) => refreshCatalogSummary(tx));
    const categories = await t.db.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM categories
       WHERE depth = 1 OR id IN (SELECT min(id) FROM categories WHERE depth = 2) ORDER BY id`,
    );
    const scopes = [
      ...categories.rows.map((r) => ({
        at: `/v1/pages/category_catalog/${r.slug}/products`,
        of: all.filter((p) => p.path.includes(r.id)),
      })),
      { at: '/v1/products', of: all },
    ];
    const asked = scopes.flatMap(({ at, of }) => {
      const [first, second] = topKeys(
        countBy(of, (p) => p.brand),
        2,
      );
      // One brand, two, the same twice and one that does not exist.
      return [[first], [first, second], [second, second], ['no-such-brand']].map((brands) => ({
        at,
        body: { filter: { brands }, with_facets: true, page_size: 3 },
        total: of.filter((p) => brands.includes(p.brand)).length,
      }));
    });
    const kept = [];
    for (const { at, body, total } of asked) {
      const res = await list(body, at);
      expect(res.total_size, at).toBe(total);
      kept.push(res);
    }
    // Not summarised: the same requests count the rows themselves.
    await t.db.query('UPDATE catalog_version SET summarised = false');
    for (const [i, { at, body }] of asked.entries()) {
      expect(await list(body, at), `${at} ${JSON.stringify(body)}`).toEqual(kept[i]);
    }
    await t.db.transaction((tx) => refreshCatalogSummary(tx));
  }, 120_000);
});
