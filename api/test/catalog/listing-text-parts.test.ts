import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogSummary } from '../../src/repositories/catalog/facet-summary.ts';
import type { ListingResponse } from '../../src/schemas/catalog.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { countBy, requests, topKeys } from './helpers.ts';
import { keptAsFresh } from './kept-texts.ts';

/** A text matching most of the seeded catalogue (a broad text). */
const BROAD = 'инструмент';
const QUERY = `to_tsquery('russian', 'инструмент:*')`;
const CATEGORY = '/v1/pages/category_catalog/elektroinstrument/products';

interface Match {
  id: string;
  brand: string;
  path: number[];
  promos: number[];
  seller: string;
}

describe.each(databaseKinds())('a broad text within a scope or with a brand on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let api: ReturnType<typeof requests>;
  /** The text's matches in the order of relevance, read straight from the tables. */
  const matches = async () =>
    (
      await t.db.query<Match>(
        `SELECT p.id::text AS id, b.slug AS brand, p.category_path AS path, p.promo_ids AS promos,
           s.slug AS seller
         FROM products p JOIN brands b ON b.id = p.brand_id JOIN sellers s ON s.id = p.seller_id
         WHERE p.search @@ ${QUERY}
         ORDER BY ts_rank(p.search, ${QUERY}) DESC, p.popularity DESC, p.id`,
      )
    ).rows;
  let root: number;
  let promo: { id: number; slug: string };
  beforeAll(async () => {
    api = requests(t);
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM categories WHERE slug = 'elektroinstrument'`,
    );
    root = rows[0]?.id ?? 0;
    // The promotion most of the text's matches take part in.
    const found = await t.db.query<{ id: number; slug: string }>(
      `SELECT r.id, r.slug FROM promos r JOIN products p ON p.promo_ids @> ARRAY[r.id]
       WHERE p.search @@ ${QUERY} AND now() BETWEEN r.active_since AND r.active_until
       GROUP BY r.id ORDER BY count(*) DESC, r.id LIMIT 1`,
    );
    promo = found.rows[0] ?? { id: 0, slug: '' };
  });
  const list = (url: string) => async (body: object) => {
    const res = await api.post(url, { text: BROAD, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListingResponse>();
  };
  const keptRows = async (scope: string, kind: string) => {
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog_facet_summary WHERE scope LIKE $1 AND kind = $2`,
      [scope, kind],
    );
    return rows[0]?.n ?? 0;
  };

  it('adds up its counts within a category, a promotion or a seller from the categories it matches whole', async () => {
    const all = await matches();
    const seller = topKeys(
      countBy(all, (m) => m.seller),
      1,
    )[0];
    const brand = topKeys(
      countBy(all, (m) => m.brand),
      1,
    )[0];
    const bodies = (extra: object) =>
      [
        { with_facets: true, page_size: 24 },
        { with_facets: true, page_size: 5, page_number: 2 },
        { with_facets: true, page_size: 24, sort: 'PRICE_ASC' },
        { with_facets: true, filter: { brands: [brand] } },
        { with_facets: true, filter: { price: { min: 1000, max: 20_000 } } },
      ].map((b) => ({ ...b, filter: { ...b.filter, ...extra } }));
    const scopes = [
      { url: CATEGORY, extra: {}, keep: (m: Match) => m.path.includes(root), name: `c:${root}` },
      {
        url: `/v1/pages/promo_catalog/${promo.slug}/products`,
        extra: {},
        keep: (m: Match) => m.promos.includes(promo.id),
        name: `p:${promo.id}`,
      },
      {
        url: '/v1/products',
        extra: { seller },
        keep: (m: Match) => m.seller === seller,
        name: 's:%',
      },
    ];
    for (const scope of scopes) {
      const [first, second] = await keptAsFresh(t.db, list(scope.url), bodies(scope.extra));
      const within = all.filter(scope.keep);
      expect(within.length, scope.name).toBeGreaterThan(5);
      expect(first?.total_size, scope.name).toBe(within.length);
      expect(first?.products.map((p) => p.id)).toEqual(within.slice(0, 24).map((m) => m.id));
      expect(second?.products.map((p) => p.id)).toEqual(within.slice(5, 10).map((m) => m.id));
      // Counted from the categories it matches whole, not match by match.
      expect(await keptRows(`${scope.name}|q:fts:${BROAD}`, 'whole'), scope.name).toBeGreaterThan(
        0,
      );
    }
  });

  it('counts a brand filter from the kept counts by category and brand, and follows a change of brand', async () => {
    const before = await matches();
    const [brand, other] = topKeys(
      countBy(before, (m) => m.brand),
      2,
    );
    const bodies = [
      { with_facets: true, filter: { brands: [brand] } },
      { with_facets: true, filter: { brands: [brand, other] }, page_size: 5, page_number: 2 },
      { with_facets: true, filter: { brands: [brand] }, sort: 'PRICE_ASC', page_size: 5 },
    ];
    const check = async (url: string, keep: (m: Match) => boolean) => {
      const all = (await matches()).filter(keep);
      const [one, two] = await keptAsFresh(t.db, list(url), bodies);
      const ofBrand = all.filter((m) => m.brand === brand);
      expect(one?.total_size).toBe(ofBrand.length);
      expect(one?.products.map((p) => p.id)).toEqual(ofBrand.slice(0, 24).map((m) => m.id));
      const ofTwo = all.filter((m) => m.brand === brand || m.brand === other);
      expect(two?.products.map((p) => p.id)).toEqual(ofTwo.slice(5, 10).map((m) => m.id));
      return one;
    };
    await check(CATEGORY, (m) => m.path.includes(root));
    const first = await check('/v1/products', () => true);
    expect(await keptRows('c:%|b:%', 'total')).toBeGreaterThan(0);

    // A product matched through its category's words alone takes the brand: the counts follow.
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id
       WHERE p.search @@ ${QUERY} AND b.slug <> $1 AND p.search_text NOT LIKE '%инструмент%'
       ORDER BY p.id LIMIT 1`,
      [brand],
    );
    await t.db.query(
      `UPDATE products SET brand_id = (SELECT id FROM brands WHERE slug = $1) WHERE id = $2`,
      [brand, rows[0]?.id],
    );
    await ensureCatalogSummary(t.db);
    const after = await check('/v1/products', () => true);
    expect(after?.total_size).toBe((first?.total_size ?? 0) + 1);
  });
});
