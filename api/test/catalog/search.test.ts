import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, SuggestionsResponse } from '../../src/schemas/catalog.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { loadProducts, requests, type PlainProduct } from './helpers.ts';

describe.each(databaseKinds())('recommendations and suggestions on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let api: ReturnType<typeof requests>;
  let all: PlainProduct[];
  let byId: Map<string, PlainProduct>;
  beforeAll(async () => {
    api = requests(t);
    all = await loadProducts(t.db);
    byId = new Map(all.map((p) => [p.id, p]));
  });

  const suggest = async (query: string): Promise<SuggestionsResponse> => {
    const res = await api.get(`/v1/search/suggestions?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const recommended = async (query: string): Promise<ProductCard[]> => {
    const res = await api.get(`/v1/products:listRecommended?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().products;
  };

  it('recommends similar products: same category, nearest price, 8 by default', async () => {
    const [product] = [...all].sort(
      (a, b) => a.path[2]! - b.path[2]! || Number(a.id) - Number(b.id),
    );
    const sameCategory = all.filter((p) => p.path[2] === product?.path[2] && p.id !== product?.id);
    const products = await recommended(
      `product_id=${product?.id}&type=SIMILAR_PRODUCTS&page_number=0&page_size=8`,
    );
    expect(products).toHaveLength(Math.min(8, sameCategory.length));
    const gaps = products.map((p) => Math.abs(p.user_price - (product?.price ?? 0)));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    for (const p of products) expect(byId.get(p.id)?.path[2]).toBe(product?.path[2]);
  });

  it('recommends related products: the same brand in other departments', async () => {
    const product = all[0];
    const products = await recommended(`product_id=${product?.id}&type=RELATED_PRODUCTS`);
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(8);
    for (const p of products) {
      expect(p.brand.slug).toBe(product?.brand);
      expect(byId.get(p.id)?.path[0]).not.toBe(product?.path[0]);
    }
  });

  it('pages recommendations from page 0', async () => {
    const id = all[0]?.id;
    const first = await recommended(`product_id=${id}&type=SIMILAR_PRODUCTS&page_size=2`);
    const second = await recommended(
      `product_id=${id}&type=SIMILAR_PRODUCTS&page_size=2&page_number=1`,
    );
    const four = await recommended(`product_id=${id}&type=SIMILAR_PRODUCTS&page_size=4`);
    expect([...first, ...second].map((p) => p.id)).toEqual(four.map((p) => p.id));
  });

  it('answers 404 for an unknown product and 400 for an unknown type', async () => {
    expect(
      (await api.get('/v1/products:listRecommended?product_id=999999&type=SIMILAR_PRODUCTS'))
        .statusCode,
    ).toBe(404);
    expect((await api.get('/v1/products:listRecommended?product_id=1&type=BEST')).statusCode).toBe(
      400,
    );
  });

  it('suggests at most 7 products, 2 recommended, 2 promotional and 3 categories', async () => {
    for (const text of ['набор', 'ключ', 'шуруповерт', 'инструмент', 'makita']) {
      const s = await suggest(`text=${encodeURIComponent(text)}`);
      expect(
        s.products.length + s.recommended_products.length + s.promotional_products.length,
      ).toBeLessThanOrEqual(7);
      expect(s.recommended_products.length).toBeLessThanOrEqual(2);
      expect(s.promotional_products.length).toBeLessThanOrEqual(2);
      expect(s.categories.length).toBeLessThanOrEqual(3);
      const ids = [...s.products, ...s.recommended_products, ...s.promotional_products].map(
        (p) => p.id,
      );
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('fills the 7 places when enough products match', async () => {
    const s = await suggest(`text=${encodeURIComponent('инструмент')}`);
    expect(s.products.length + s.recommended_products.length + s.promotional_products.length).toBe(
      7,
    );
    expect(s.categories).toHaveLength(3);
    expect(s.suggested_queries.length).toBeGreaterThan(0);
  });

  it('takes promotional products from current promotions only', async () => {
    const current = new Set(
      (
        await t.db.query<{ id: number }>(
          'SELECT id FROM promos WHERE now() BETWEEN active_since AND active_until',
        )
      ).rows.map((r) => r.id),
    );
    const s = await suggest(`text=${encodeURIComponent('инструмент')}`);
    for (const p of s.promotional_products) {
      expect(byId.get(p.id)?.promos.some((id) => current.has(id))).toBe(true);
    }
  });

  it('suggests the brand whose name is typed', async () => {
    const s = await suggest('text=makita');
    expect(s.brands[0]).toMatchObject({ slug: 'makita', title: 'Makita' });
  });

  it('keeps suggestions within a seller when asked', async () => {
    const s = await suggest(`text=${encodeURIComponent('инструмент')}&seller=promsnab`);
    const cards = [...s.products, ...s.recommended_products, ...s.promotional_products];
    expect(cards.length).toBeGreaterThan(0);
    for (const p of cards) expect(p.seller.slug).toBe('promsnab');
  });

  it('offers popular queries for an empty box and matching ones while typing', async () => {
    const empty = await suggest('text=');
    expect(empty.products).toEqual([]);
    expect(empty.popular_queries[0]).toBe('шуруповерт');
    const typed = await suggest(`text=${encodeURIComponent('шуруп')}`);
    expect(typed.popular_queries.slice(0, 2)).toEqual(['шуруповерт', 'шуруповерт аккумуляторный']);
  });

  it('learns popular queries from searches that found something, per market', async () => {
    const title = all.find((p) => p.title.startsWith('Перфоратор'))?.title ?? '';
    const words = title.toLowerCase().replaceAll('ё', 'е').split(/\s+/).slice(0, 2);
    expect(words).toHaveLength(2);
    // Counted as suggestions look it up: words of letters and digits, one space apart.
    const learned = words.join(' ').replace(/[^\p{L}\p{N}]+/gu, ' ');
    const typed = `  ${words[0]?.toUpperCase()}   ${words[1]} `;
    const search = (market: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/products',
        headers: { 'x-market-id': market },
        payload: { text: typed, ...body },
      });
    const before = await suggest(`text=${encodeURIComponent('перф')}`);
    expect(before.popular_queries).not.toContain(learned);
    for (let i = 0; i < 3; i++) {
      const res = await search('garwin', { page_size: 1 });
      expect(res.json().total_size).toBeGreaterThan(0);
    }
    // Paging, filters, gibberish and two letters are not counted as searches.
    await search('garwin', { page_number: 2 });
    await search('garwin', { filter: { brands: [all[0]?.brand ?? ''] } });
    await api.post('/v1/products', { text: 'ъъъщщщ' });
    await api.post('/v1/products', { text: 'др' });
    const counted = async () =>
      (
        await t.db.query<{ market: string; hits: number }>(
          'SELECT market, hits FROM search_queries WHERE query = $1',
          [learned],
        )
      ).rows;
    await expect.poll(counted).toEqual([{ market: 'garwin', hits: 3 }]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM search_queries WHERE query IN ('ъъъщщщ', 'др')`,
    );
    expect(rows[0]?.n).toBe(0);

    const after = await suggest(`text=${encodeURIComponent('перф')}`);
    // The seeded query keeps its base weight ahead of three searches.
    expect(after.popular_queries.slice(0, 2)).toEqual(['перфоратор', learned]);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/v1/search/suggestions?text=${encodeURIComponent('перф')}`,
      headers: { 'x-market-id': 'sprout' },
    });
    expect(elsewhere.json().popular_queries).not.toContain(learned);
  });
});
