import { beforeAll, describe, expect, it } from 'vitest';
import { importPrices } from '../../src/feeds/price-import.ts';
import { ensureCatalogSummary } from '../../src/repositories/catalog/facet-summary.ts';
import type { ListingResponse } from '../../src/schemas/catalog.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { countBy, requests, topKeys } from './helpers.ts';
import {
  fillKeptTexts as fillTexts,
  keptAsFresh as keptAnswers,
  keptScopes as keptTextScopes,
} from './kept-texts.ts';

/** A text matching most of the seeded catalogue (a broad text). */
const BROAD = 'инструмент';
const QUERY = `to_tsquery('russian', 'инструмент:*')`;

describe.each(databaseKinds())('a broad text’s kept counts on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let api: ReturnType<typeof requests>;
  /** Matches of the text in the order of relevance, read straight from the tables. */
  let matches: { id: string; brand: string; price: number }[];
  beforeAll(async () => {
    api = requests(t);
    matches = (
      await t.db.query<{ id: string; brand: string; price: number }>(
        `SELECT p.id::text AS id, b.slug AS brand, p.user_price::float8 AS price
         FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.search @@ ${QUERY}
         ORDER BY ts_rank(p.search, ${QUERY}) DESC, p.popularity DESC, p.id`,
      )
    ).rows;
  });

  const list = async (body: object): Promise<ListingResponse> => {
    const res = await api.post('/v1/products', { text: BROAD, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const keptScopes = () => keptTextScopes(t.db);
  const fillKeptTexts = () => fillTexts(t.db);
  const brandCounts = (res: ListingResponse) => {
    const facet = res.facets.find((f) => f.type === 'BRAND');
    return facet?.type === 'BRAND' ? new Map(facet.buckets.map((b) => [b.slug, b.count])) : null;
  };

  /** The brand of most of the text's matches. */
  const topBrand = () =>
    topKeys(
      countBy(matches, (m) => m.brand),
      1,
    )[0];
  const keptAsFresh = (bodies: object[]) => keptAnswers(t.db, list, bodies);

  it('answers every page, sort and single filter from the kept counts as from counting afresh', async () => {
    expect(matches.length).toBeGreaterThan(100);
    const brand = topBrand();
    const bodies = [
      { with_facets: true, page_size: 24 },
      { with_facets: true, page_size: 50, page_number: 2 },
      { with_facets: true, page_size: 50, page_number: 3 },
      { with_facets: true, page_size: 24, sort: 'PRICE_ASC' },
      { with_facets: false, page_size: 24, sort: 'PRICE_DESC' },
      // Two filters count every row they need afresh.
      { with_facets: true, filter: { brands: [brand], price: { max: 20_000 } } },
      { with_facets: true, filter: { brands: [brand] } },
      { with_facets: true, filter: { price: { min: 1000, max: 20_000 } } },
      { with_facets: true, filter: { properties: [{ id: 'color', values: ['Синий'] }] } },
      { with_facets: true, filter: { properties: [{ id: 'weight', min: 1, max: 3 }] } },
    ];
    // Counted afresh every time: no room left to keep another text.
    await fillKeptTexts();
    const fresh: ListingResponse[] = [];
    for (const body of bodies) fresh.push(await list(body));
    expect(await keptScopes()).not.toContain(`all|q:fts:${BROAD}`);
    await t.db.query(`DELETE FROM catalog_facet_summary WHERE scope LIKE '%|q:%'`);
    // The first request counts and keeps, the others read the kept rows.
    for (const _ of [1, 2]) {
      for (const [i, body] of bodies.entries()) {
        expect(await list(body), JSON.stringify(body)).toEqual(fresh[i]);
      }
    }
    expect(await keptScopes()).toEqual([`all|q:fts:${BROAD}`]);

    const [first, second, third, byPrice, , , ofBrand] = fresh;
    expect(first?.total_size).toBe(matches.length);
    expect(brandCounts(first!)).toEqual(countBy(matches, (m) => m.brand));
    expect([...(second?.products ?? []), ...(third?.products ?? [])].map((p) => p.id)).toEqual(
      matches.slice(50, 150).map((m) => m.id),
    );
    expect(byPrice?.products[0]?.user_price).toBe(Math.min(...matches.map((m) => m.price)));
    // The brand's own facet ignores the brand filter: every brand of the text, to switch to.
    expect(brandCounts(ofBrand!)).toEqual(countBy(matches, (m) => m.brand));
    expect(ofBrand?.total_size).toBe(matches.filter((m) => m.brand === brand).length);
  });

  it('keeps a typo’s counts and answers from them as from counting afresh', async () => {
    const bodies = [
      { text: 'шуруповерд', with_facets: true },
      { text: 'шуруповерд', with_facets: false, page_size: 2, page_number: 2 },
      { text: 'шуруповерд', with_facets: true, sort: 'NEWEST' },
      { text: 'шуруповерд', with_facets: true, filter: { price: { max: 20_000 } } },
    ];
    await fillKeptTexts();
    const fresh: ListingResponse[] = [];
    for (const body of bodies) fresh.push(await list(body));
    await t.db.query(`DELETE FROM catalog_facet_summary WHERE scope LIKE '%|q:%'`);
    expect(fresh[0]).toMatchObject({ is_accurate: false });
    expect(fresh[0]?.total_size).toBeGreaterThan(3);
    for (const _ of [1, 2]) {
      for (const [i, body] of bodies.entries()) {
        expect(await list(body), JSON.stringify(body)).toEqual(fresh[i]);
      }
    }
    expect(await keptScopes()).toEqual(['all|q:fuzzy:шуруповерд']);
  });

  it('counts a text afresh every time once enough texts are kept', async () => {
    await t.db.query(`DELETE FROM catalog_facet_summary WHERE scope LIKE '%|q:%'`);
    const fresh = await list({ with_facets: true });
    await fillKeptTexts();
    expect(await list({ with_facets: true })).toEqual(fresh);
    expect(await list({ with_facets: false, page_size: 24 })).toMatchObject({
      total_size: fresh.total_size,
      products: fresh.products,
    });
    expect(await keptScopes()).not.toContain(`all|q:fts:${BROAD}`);
  });

  it('counts afresh once the catalogue changed', async () => {
    await t.db.query(`DELETE FROM catalog_facet_summary WHERE scope LIKE '%|q:%'`);
    const before = await list({ with_facets: true, sort: 'PRICE_ASC', page_size: 1 });
    expect(await keptScopes()).toEqual([`all|q:fts:${BROAD}`]);
    const last = matches.at(-1);
    const { rows } = await t.db.query<{ sku: string }>('SELECT sku FROM products WHERE id = $1', [
      Number(last?.id),
    ]);
    await importPrices(t.db, `sku;price\n${rows[0]?.sku};1.5\n`, { kind: 'CLI', now: new Date() });
    const after = await list({ with_facets: true, sort: 'PRICE_ASC', page_size: 1 });
    expect(before.facets.find((f) => f.type === 'PRICE')).not.toMatchObject({ min: 1.5 });
    expect(after.facets.find((f) => f.type === 'PRICE')).toMatchObject({ min: 1.5 });
    expect(after.products.map((p) => p.id)).toEqual([last?.id]);
  });

  it('adds up the counts of the categories a text matches whole, the other matches ranked one by one', async () => {
    const one = async (where: string) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT id FROM products WHERE ${where} ORDER BY id LIMIT 1`,
        )
      ).rows[0]?.id;
    const inPath = `search_extra LIKE '%инструмент%'`;
    const inTitle = `search_text LIKE '%инструмент%'`;
    // A product of a whole category leaves it (its category's words differ from the others'), one
    // of another category matches by its title, and one of a whole category by its title too.
    const leaving = await one(`${inPath} AND NOT ${inTitle}`);
    const titled = await one(`NOT ${inPath} AND NOT ${inTitle}`);
    const first = await one(`${inPath} AND id <> ${Number(leaving)}`);
    await t.db.query(`UPDATE products SET search_extra = 'прочее' WHERE id = $1`, [leaving]);
    await t.db.query(
      `UPDATE products SET search_text = search_text || ' инструментальный' WHERE id = $1`,
      [titled],
    );
    await t.db.query(
      `UPDATE products SET search_text = 'инструмент инструмент ' || search_text WHERE id = $1`,
      [first],
    );
    await ensureCatalogSummary(t.db);
    const now = (
      await t.db.query<{ id: string }>(
        `SELECT id::text AS id FROM products p WHERE p.search @@ ${QUERY}
         ORDER BY ts_rank(p.search, ${QUERY}) DESC, p.popularity DESC, p.id`,
      )
    ).rows.map((r) => r.id);
    expect(now).toContain(String(titled));
    expect(now).not.toContain(String(leaving));
    expect(now.indexOf(String(first))).toBeLessThan(50);

    const brand = topBrand();
    const bodies = [
      { with_facets: true, page_size: 50 },
      { with_facets: true, page_size: 50, page_number: 2 },
      { with_facets: true, filter: { brands: [brand] } },
      { with_facets: true, filter: { price: { min: 1000, max: 20_000 } } },
      { with_facets: true, page_size: 24, sort: 'NEWEST' },
    ];
    const fresh = await keptAsFresh(bodies);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog_facet_summary
       WHERE scope = 'all|q:fts:${BROAD}' AND kind = 'whole'`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(fresh[0]?.total_size).toBe(now.length);
    expect([...(fresh[0]?.products ?? []), ...(fresh[1]?.products ?? [])].map((p) => p.id)).toEqual(
      now.slice(0, 100),
    );
  });
});
