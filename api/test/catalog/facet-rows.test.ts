import { describe, expect, it } from 'vitest';
import { Params } from '../../src/repositories/catalog/conditions.ts';
import { catalogDictionary } from '../../src/repositories/catalog/dictionary.ts';
import { readFacetRows, type FacetQuery } from '../../src/repositories/catalog/facets.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';

describe.each(databaseKinds())('facet rows counted in one pass on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));

  const query = async (
    fixed: string[],
    params = new Params(),
    dimensions: FacetQuery['dimensions'] = [],
  ): Promise<FacetQuery> => ({
    source: 'listing_rows p',
    fixed,
    dimensions,
    params,
    categoryLevel: 1,
    rank: null,
    page: null,
    dictionary: await catalogDictionary(t.db),
    allPromos: true,
  });

  it('gives one total of 0, an empty price range and no groups when no row passes', async () => {
    const rows = await readFacetRows(t.db, await query(['p.brand_id < 0']));
    expect(rows).toEqual([
      { kind: 'total', key: null, n: 0, lo: null, hi: null },
      { kind: 'price', key: null, n: 0, lo: null, hi: null },
    ]);
  });

  it('counts each brand, root category, promotion and value once, as the rows hold them', async () => {
    const rows = await readFacetRows(t.db, await query([]));
    const { rows: listed } = await t.db.query<{
      brand_id: number;
      root: number;
      promo_ids: number[];
      enum_ids: number[];
    }>(`SELECT brand_id, category_path[1] AS root, promo_ids, enum_ids FROM listing_rows`);
    const count = (keys: (string | number)[]) => {
      const counts = new Map<string, number>();
      for (const k of keys) counts.set(String(k), (counts.get(String(k)) ?? 0) + 1);
      return counts;
    };
    const of = (kind: string) =>
      new Map(rows.filter((r) => r.kind === kind).map((r) => [r.key, r.n]));
    expect(rows.filter((r) => r.kind === 'total')).toEqual([
      { kind: 'total', key: null, n: listed.length, lo: null, hi: null },
    ]);
    expect(of('brand')).toEqual(count(listed.map((r) => r.brand_id)));
    expect(of('category')).toEqual(count(listed.map((r) => r.root)));
    expect(of('promo')).toEqual(count(listed.flatMap((r) => [...new Set(r.promo_ids)])));
    const terms = await t.db.query<{ id: number; term: string }>(
      `SELECT id, term FROM listing_terms WHERE kind = 'E'`,
    );
    const names = new Map(terms.rows.map((r) => [r.id, r.term]));
    expect(of('enum')).toEqual(
      count(listed.flatMap((r) => r.enum_ids.map((id) => names.get(id) ?? ''))),
    );
    for (const kind of ['brand', 'category', 'promo', 'enum'])
      expect(rows.filter((r) => r.kind === kind)).toHaveLength(of(kind).size);
  });

  it('counts each facet with every filter but its own, each filter checked once per row', async () => {
    const { rows: listed } = await t.db.query<{ brand_id: number; price: number }>(
      `SELECT brand_id, user_price::float8 AS price FROM listing_rows`,
    );
    const [brand] = [...new Set(listed.map((r) => r.brand_id))].sort((a, b) => a - b);
    const prices = listed.map((r) => r.price).sort((a, b) => a - b);
    const max = prices[Math.floor(prices.length / 2)] ?? 0;
    const params = new Params();
    const dimensions = [
      { key: 'brand', sql: `p.brand_id = ANY(${params.add([brand])}::int[])` },
      { key: 'price', sql: `p.user_price <= ${params.add(max)}` },
    ];
    const rows = await readFacetRows(t.db, await query([], params, dimensions));
    const cheap = listed.filter((r) => r.price <= max);
    const total = rows.find((r) => r.kind === 'total');
    expect(total?.n).toBe(cheap.filter((r) => r.brand_id === brand).length);
    const brands = new Map(rows.filter((r) => r.kind === 'brand').map((r) => [r.key, r.n]));
    const expected = new Map<string, number>();
    for (const r of cheap)
      expected.set(String(r.brand_id), (expected.get(String(r.brand_id)) ?? 0) + 1);
    expect(brands).toEqual(expected);
    const price = rows.find((r) => r.kind === 'price');
    expect(price?.n).toBe(listed.filter((r) => r.brand_id === brand).length);
  });
});
