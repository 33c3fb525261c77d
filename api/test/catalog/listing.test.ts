import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse, ProductCard } from '../../src/schemas/catalog.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import {
  countBy,
  currentPromoCounts,
  loadProducts,
  requests,
  topKeys,
  type PlainProduct,
} from './helpers.ts';

describe.each(databaseKinds())('product listings on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let all: PlainProduct[];
  let api: ReturnType<typeof requests>;
  beforeAll(async () => {
    all = await loadProducts(t.db);
    api = requests(t);
  });

  const list = async (body: object, url = '/v1/products'): Promise<ListingResponse> => {
    const res = await api.post(url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('seeds the number of products the configuration asks for', () => {
    expect(all).toHaveLength(300);
  });

  it('finds «Дрель» when asked for «дрели» (Russian stemming)', async () => {
    const drills = all.filter((p) => p.title.startsWith('Дрель'));
    expect(drills.length).toBeGreaterThan(0);
    const res = await list({ text: 'дрели', page_size: 100 });
    expect(res.is_accurate).toBe(true);
    const ids = new Set(res.products.map((p) => p.id));
    for (const drill of drills) expect(ids).toContain(drill.id);
    expect(res.products[0]?.title).toMatch(/^Дрел/);
  });

  it('matches the last word as a prefix while the visitor types', async () => {
    const res = await list({ text: 'перфор', page_size: 100 });
    expect(res.total_size).toBe(all.filter((p) => p.title.startsWith('Перфоратор')).length);
  });

  it('forgives a typo: «шуруповерд» finds «Шуруповёрт»', async () => {
    const expected = all.filter((p) => p.title.startsWith('Шуруповёрт'));
    expect(expected.length).toBeGreaterThan(0);
    const res = await list({ text: 'шуруповерд', page_size: 100 });
    expect(res.is_accurate).toBe(false);
    expect(res.products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it('knows brand names as Russian speakers type them: «макита» finds Makita', async () => {
    const res = await list({ text: 'макита', page_size: 100 });
    expect(res.total_size).toBe(all.filter((p) => p.brand === 'makita').length);
  });

  it('finds nothing for gibberish', async () => {
    const res = await list({ text: 'ъъъщщщ', with_facets: true });
    expect(res).toMatchObject({ products: [], facets: [], total_size: 0 });
  });

  it('filters by brand, property and price together', async () => {
    const brand =
      topKeys(
        countBy(all, (p) => p.brand),
        1,
      )[0] ?? '';
    const color =
      topKeys(
        countBy(
          all.filter((p) => p.brand === brand),
          (p) => p.enums.get('color'),
        ),
        1,
      )[0] ?? '';
    const expected = all.filter(
      (p) =>
        p.brand === brand && p.enums.get('color') === color && p.price >= 500 && p.price <= 50_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    const res = await list({
      filter: {
        brands: [brand],
        price: { min: 500, max: 50_000 },
        properties: [{ id: 'color', values: [color] }],
      },
      page_size: 100,
    });
    expect(res.total_size).toBe(expected.length);
    expect(res.products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it('filters a number property by range in its units', async () => {
    const expected = all.filter(
      (p) => (p.nums.get('weight') ?? -1) >= 2 && (p.nums.get('weight') ?? 99) <= 5,
    );
    const res = await list({
      filter: { properties: [{ id: 'weight', min: 2, max: 5 }] },
      page_size: 1,
    });
    expect(res.total_size).toBe(expected.length);
  });

  it('counts every facet with all the other filters applied', async () => {
    const brands = topKeys(
      countBy(all, (p) => p.brand),
      2,
    );
    const colors = topKeys(
      countBy(all, (p) => p.enums.get('color')),
      2,
    );
    const price = { min: 300, max: 30_000 };
    const checks: Record<string, (p: PlainProduct) => boolean> = {
      brand: (p) => brands.includes(p.brand),
      price: (p) => p.price >= price.min && p.price <= price.max,
      color: (p) => colors.includes(p.enums.get('color') ?? ''),
      weight: (p) => (p.nums.get('weight') ?? -1) >= 1,
    };
    const except = (skip: string) =>
      all.filter((p) => Object.entries(checks).every(([k, check]) => k === skip || check(p)));
    const res = await list({
      filter: {
        brands,
        price,
        properties: [
          { id: 'color', values: colors },
          { id: 'weight', min: 1 },
        ],
      },
      with_facets: true,
      page_size: 5,
    });
    const matching = except('');
    expect(matching.length).toBeGreaterThan(0);
    expect(res.total_size).toBe(matching.length);

    const brandFacet = res.facets.find((f) => f.type === 'BRAND');
    expect(
      brandFacet?.type === 'BRAND' && new Map(brandFacet.buckets.map((b) => [b.slug, b.count])),
    ).toEqual(countBy(except('brand'), (p) => p.brand));
    const roots = await t.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE depth = 1',
    );
    const rootSlug = new Map(roots.rows.map((r) => [r.id, r.slug]));
    const categoryFacet = res.facets.find((f) => f.type === 'CATEGORY');
    expect(
      categoryFacet?.type === 'CATEGORY' &&
        new Map(categoryFacet.buckets.map((b) => [b.slug, b.count])),
    ).toEqual(countBy(matching, (p) => rootSlug.get(p.path[0] ?? 0)));
    const priceFacet = res.facets.find((f) => f.type === 'PRICE');
    const prices = except('price').map((p) => p.price);
    expect(priceFacet).toEqual({
      type: 'PRICE',
      min: Math.min(...prices),
      max: Math.max(...prices),
    });

    const colorFacet = res.facets.find((f) => f.type === 'PROPERTY' && f.id === 'color');
    expect(
      colorFacet?.type === 'PROPERTY' && new Map(colorFacet.buckets.map((b) => [b.value, b.count])),
    ).toEqual(countBy(except('color'), (p) => p.enums.get('color')));
    const weightFacet = res.facets.find((f) => f.type === 'PROPERTY' && f.id === 'weight');
    const weights = except('weight').flatMap((p) =>
      p.nums.has('weight') ? [p.nums.get('weight') ?? 0] : [],
    );
    expect(weightFacet).toMatchObject({
      property_type: 'NUMBER',
      units: 'кг',
      title: 'Вес',
      min: Math.min(...weights),
      max: Math.max(...weights),
    });
    const materialFacet = res.facets.find((f) => f.type === 'PROPERTY' && f.id === 'material');
    const materials = countBy(matching, (p) => p.enums.get('material'));
    if (materials.size > 0) {
      expect(
        materialFacet?.type === 'PROPERTY' &&
          new Map(materialFacet.buckets.map((b) => [b.value, b.count])),
      ).toEqual(materials);
    }
  });

  it('counts each promotion and property value among a text’s matches with a property filter', async () => {
    const matched = await list({ text: 'набор', page_size: 100 });
    const ids = new Set(matched.products.map((p) => p.id));
    const found = all.filter((p) => ids.has(p.id));
    const colors = countBy(found, (p) => p.enums.get('color'));
    const [color] = topKeys(colors, 1);
    const kept = found.filter((p) => p.enums.get('color') === color);
    expect(kept.length).toBeGreaterThan(0);
    const res = await list({
      text: 'набор',
      filter: { properties: [{ id: 'color', values: [color] }] },
      with_facets: true,
    });
    expect(res.total_size).toBe(kept.length);
    const buckets = (id: string) => {
      const facet = res.facets.find((f) => f.type === 'PROPERTY' && f.id === id);
      return facet?.type === 'PROPERTY'
        ? new Map(facet.buckets.map((b) => [b.value, b.count]))
        : null;
    };
    expect(buckets('color')).toEqual(colors);
    const materials = countBy(kept, (p) => p.enums.get('material'));
    expect(buckets('material')).toEqual(materials.size > 0 ? materials : null);
    const promos = await currentPromoCounts(t.db, kept);
    const promoFacet = res.facets.find((f) => f.type === 'VIRTUAL_CATEGORY');
    expect(
      promoFacet?.type === 'VIRTUAL_CATEGORY'
        ? new Map(promoFacet.buckets.map((b) => [b.slug, b.count]))
        : new Map(),
    ).toEqual(promos);
  });

  it('applies the text to every facet count', async () => {
    const matched = await list({ text: 'набор', page_size: 100 });
    expect(matched.total_size).toBeGreaterThan(0);
    expect(matched.total_size).toBeLessThanOrEqual(100);
    const ids = new Set(matched.products.map((p) => p.id));
    const found = all.filter((p) => ids.has(p.id));
    const brand =
      topKeys(
        countBy(found, (p) => p.brand),
        1,
      )[0] ?? '';
    const res = await list({ text: 'набор', filter: { brands: [brand] }, with_facets: true });
    expect(res.total_size).toBe(found.filter((p) => p.brand === brand).length);
    const facet = res.facets.find((f) => f.type === 'BRAND');
    expect(facet?.type === 'BRAND' && new Map(facet.buckets.map((b) => [b.slug, b.count]))).toEqual(
      countBy(found, (p) => p.brand),
    );
    const power = res.facets.find((f) => f.type === 'PROPERTY' && f.id === 'pieces');
    const pieces = found
      .filter((p) => p.brand === brand && p.nums.has('pieces'))
      .map((p) => p.nums.get('pieces') ?? 0);
    if (pieces.length > 0) {
      expect(power).toMatchObject({ min: Math.min(...pieces), max: Math.max(...pieces) });
    }
  });

  it('keeps the order of relevance when filters narrow a text listing, with facets or without', async () => {
    for (const text of ['набор', 'шуруповерт', 'шуруповерд']) {
      const unfiltered = (await list({ text, page_size: 100 })).products;
      expect(unfiltered.length).toBeGreaterThan(3);
      const prices = unfiltered.map((p) => p.user_price).sort((a, b) => a - b);
      const max = prices[Math.floor(prices.length / 2)] ?? 0;
      const expected = unfiltered.filter((p) => p.user_price <= max).map((p) => p.id);
      for (const with_facets of [true, false]) {
        const res = await list({ text, filter: { price: { max } }, with_facets, page_size: 100 });
        expect(res.products.map((p) => p.id)).toEqual(expected);
      }
    }
  });

  it('lists and counts a text matching most of the catalogue like a narrow one', async () => {
    const { rows } = await t.db.query<{ id: string; brand: string }>(
      `SELECT p.id::text AS id, b.slug AS brand FROM products p JOIN brands b ON b.id = p.brand_id
       WHERE p.search @@ to_tsquery('russian', 'инструмент:*')
       ORDER BY ts_rank(p.search, to_tsquery('russian', 'инструмент:*')) DESC, p.popularity DESC, p.id`,
    );
    expect(rows.length).toBeGreaterThan(all.length / 3);
    const res = await list({ text: 'инструмент', with_facets: true, page_size: 100 });
    expect(res.total_size).toBe(rows.length);
    expect(res.products.map((p) => p.id)).toEqual(rows.slice(0, 100).map((r) => r.id));
    const brands = res.facets.find((f) => f.type === 'BRAND');
    expect(
      brands?.type === 'BRAND' && new Map(brands.buckets.map((b) => [b.slug, b.count])),
    ).toEqual(countBy(rows, (r) => r.brand));
  });

  it('keeps an empty answer exact when the filters, not the text, rule everything out', async () => {
    const res = await list({ text: 'дрель', filter: { price: { max: 1 } } });
    expect(res).toMatchObject({ products: [], total_size: 0, is_accurate: true });
  });

  it('counts the promotions facet among current promotions only', async () => {
    const res = await list({ with_facets: true, page_size: 1 });
    const expected = await currentPromoCounts(t.db, all);
    const facet = res.facets.find((f) => f.type === 'VIRTUAL_CATEGORY');
    expect(
      facet?.type === 'VIRTUAL_CATEGORY' && new Map(facet.buckets.map((b) => [b.slug, b.count])),
    ).toEqual(expected);
  });

  it('filters by several promotions; their counts ignore their own filter and keep the others', async () => {
    const current = (
      await t.db.query<{ id: number; slug: string }>(
        'SELECT id, slug FROM promos WHERE now() BETWEEN active_since AND active_until ORDER BY id',
      )
    ).rows.filter((promo) => all.some((p) => p.promos.includes(promo.id)));
    expect(current.length).toBeGreaterThanOrEqual(2);
    const [a, b] = current as [{ id: number; slug: string }, { id: number; slug: string }];
    const inPromos = all.filter((p) => p.promos.includes(a.id) || p.promos.includes(b.id));
    const brand =
      topKeys(
        countBy(inPromos, (p) => p.brand),
        1,
      )[0] ?? '';
    const res = await list({
      filter: { promos: [a.slug, b.slug], brands: [brand] },
      with_facets: true,
      page_size: 100,
    });
    expect(res.total_size).toBe(inPromos.filter((p) => p.brand === brand).length);
    expect(res.products.map((p) => p.id).sort()).toEqual(
      inPromos
        .filter((p) => p.brand === brand)
        .map((p) => p.id)
        .sort(),
    );
    const ofBrand = all.filter((p) => p.brand === brand);
    const expected = new Map<string, number>();
    for (const promo of current) {
      const n = ofBrand.filter((p) => p.promos.includes(promo.id)).length;
      if (n > 0) expected.set(promo.slug, n);
    }
    const promoFacet = res.facets.find((f) => f.type === 'VIRTUAL_CATEGORY');
    expect(
      promoFacet?.type === 'VIRTUAL_CATEGORY' &&
        new Map(promoFacet.buckets.map((x) => [x.slug, x.count])),
    ).toEqual(expected);
    const brandFacet = res.facets.find((f) => f.type === 'BRAND');
    expect(
      brandFacet?.type === 'BRAND' && new Map(brandFacet.buckets.map((x) => [x.slug, x.count])),
    ).toEqual(countBy(inPromos, (p) => p.brand));
    // The single promo slug still works, alone or together with the list.
    const single = await list({ filter: { promo: a.slug }, page_size: 1 });
    expect(single.total_size).toBe(all.filter((p) => p.promos.includes(a.id)).length);
    const both = await list({ filter: { promo: a.slug, promos: [b.slug] }, page_size: 1 });
    expect(both.total_size).toBe(inPromos.length);
  });

  it('keeps a category page inside its subtree and counts its children', async () => {
    const { rows } = await t.db.query<{ id: number; slug: string }>(
      `SELECT c.id, c.slug FROM categories c WHERE c.parent_id = (SELECT id FROM categories WHERE slug = 'elektroinstrument')`,
    );
    const root = (
      await t.db.query<{ id: number }>(`SELECT id FROM categories WHERE slug = 'elektroinstrument'`)
    ).rows[0]?.id;
    const inside = all.filter((p) => p.path[0] === root);
    const res = await list(
      { with_facets: true, page_size: 100 },
      '/v1/pages/category_catalog/elektroinstrument/products',
    );
    expect(res.total_size).toBe(inside.length);
    const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
    const facet = res.facets.find((f) => f.type === 'CATEGORY');
    expect(
      facet?.type === 'CATEGORY' && new Map(facet.buckets.map((b) => [b.slug, b.count])),
    ).toEqual(countBy(inside, (p) => slugOf.get(p.path[1] ?? 0)));
  });

  it('lists a promotion’s products, past ones included', async () => {
    const promo = (
      await t.db.query<{ id: number; slug: string }>(
        `SELECT id, slug FROM promos WHERE active_until < now() ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    expect(promo).toBeDefined();
    const res = await list({ page_size: 100 }, `/v1/pages/promo_catalog/${promo?.slug}/products`);
    expect(res.total_size).toBe(all.filter((p) => p.promos.includes(promo?.id ?? 0)).length);
  });

  it('pages without gaps or overlaps', async () => {
    const first = await list({ sort: 'PRICE_ASC', page_size: 7, page_number: 1 });
    const second = await list({ sort: 'PRICE_ASC', page_size: 7, page_number: 2 });
    const both = await list({ sort: 'PRICE_ASC', page_size: 14 });
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(
      both.products.map((p) => p.id),
    );
    expect(first.total_size).toBe(300);
    const beyond = await list({ page_size: 100, page_number: 4 });
    expect(beyond.products).toEqual([]);
    expect(beyond.total_size).toBe(300);
  });

  it('sorts by popularity by default, by price both ways and by novelty', async () => {
    const ids = (products: ProductCard[]) => products.map((p) => p.id);
    const byPopularity = await list({ page_size: 20 });
    const popular = [...all].sort(
      (a, b) => b.popularity - a.popularity || Number(a.id) - Number(b.id),
    );
    expect(ids(byPopularity.products)).toEqual(popular.slice(0, 20).map((p) => p.id));
    const asc = (await list({ sort: 'PRICE_ASC', page_size: 100 })).products.map(
      (p) => p.user_price,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ sort: 'PRICE_DESC', page_size: 100 })).products.map(
      (p) => p.user_price,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...all.map((p) => p.price)));
    const newest = await list({ sort: 'NEWEST', page_size: 10 });
    const byDate = [...all].sort((a, b) => b.created - a.created || Number(a.id) - Number(b.id));
    expect(ids(newest.products)).toEqual(byDate.slice(0, 10).map((p) => p.id));
  });

  it('sorts a text listing with its facets by price both ways and by novelty', async () => {
    for (const text of ['набор', 'шуруповерд']) {
      const found = (await list({ text, page_size: 100 })).products;
      expect(found.length, text).toBeGreaterThan(3);
      const price = (a: ProductCard, b: ProductCard) => a.user_price - b.user_price;
      for (const [sort, order] of [
        ['PRICE_ASC', price],
        ['PRICE_DESC', (a: ProductCard, b: ProductCard) => -price(a, b)],
      ] as const) {
        const res = await list({ text, sort, with_facets: true, page_size: 100 });
        expect(res.total_size).toBe(found.length);
        expect(res.facets.length).toBeGreaterThan(0);
        expect(res.products.map((p) => p.user_price)).toEqual(
          [...found].sort(order).map((p) => p.user_price),
        );
      }
      const newest = await list({ text, sort: 'NEWEST', with_facets: true, page_size: 100 });
      const created = new Map(all.map((p) => [p.id, p.created]));
      const byDate = [...found].sort(
        (a, b) =>
          (created.get(b.id) ?? 0) - (created.get(a.id) ?? 0) || Number(a.id) - Number(b.id),
      );
      expect(newest.products.map((p) => p.id)).toEqual(byDate.map((p) => p.id));
    }
  });

  it('gives cards with prices, discount, images, brand, category and seller', async () => {
    const [card] = (await list({ page_size: 1 })).products;
    expect(card).toMatchObject({
      currency_code: 'RUB',
      status: expect.stringMatching(/^(IN_STOCK|ON_ORDER|OUT_OF_STOCK)$/),
    });
    expect(card?.image_ids.length).toBeGreaterThanOrEqual(2);
    expect(card?.user_price).toBeCloseTo(
      ((card?.base_price ?? 0) * (100 - (card?.discount ?? 0))) / 100,
      1,
    );
  });

  it.each([
    [{ page_size: 0 }],
    [{ page_size: 101 }],
    [{ page_number: 0 }],
    [{ sort: 'CHEAPEST' }],
    [{ text: 'x'.repeat(201) }],
    [{ filter: { price: { min: -1 } } }],
    [{ filter: { brands: 'makita' } }],
    [{ filter: { properties: [{ values: ['Li-Ion'] }] } }],
    [{ with_facets: 'yes' }],
  ])('rejects the bad body %j with 400', async (body) => {
    const res = await api.post('/v1/products', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for listings of an unknown category or promotion', async () => {
    for (const url of [
      '/v1/pages/category_catalog/net-takoy/products',
      '/v1/pages/promo_catalog/net-takoy/products',
    ]) {
      const res = await api.post(url, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
