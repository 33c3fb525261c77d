import { beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogCaches } from '../../src/repositories/catalog/facet-cache.ts';
import type { ListingResponse, ListingSort } from '../../src/schemas/catalog.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { loadProducts, requests, topKeys, countBy } from './helpers.ts';

const SORTS: ListingSort[] = ['POPULARITY', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST'];
const PAGE = 7;

describe.each(databaseKinds())('pages read from where the page before ended on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let api: ReturnType<typeof requests>;
  let brand: string;
  beforeAll(async () => {
    api = requests(t);
    // The most common brand: a narrow listing, whose pages are sorted rather than walked.
    [brand = ''] = topKeys(
      countBy(await loadProducts(t.db), (p) => p.brand),
      1,
    );
  });

  const list = async (body: object, cold = false): Promise<ListingResponse> => {
    if (cold) forgetCatalogCaches(t.db);
    const res = await api.post('/v1/products', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (res: ListingResponse) => res.products.map((p) => p.id);

  const listings = [
    { name: 'the whole catalogue', filter: undefined },
    { name: 'a brand', filter: () => ({ brands: [brand] }) },
  ];

  for (const { name, filter } of listings) {
    it.each(SORTS)(`pages through ${name} by %s without gaps or repeats`, async (sort) => {
      const body = { sort, filter: filter?.(), with_facets: true };
      const truth: string[] = [];
      for (let page = 1, total = 1; truth.length < total; page += 1) {
        const res = await list({ ...body, page_size: 100, page_number: page }, true);
        total = res.total_size;
        truth.push(...ids(res));
      }
      expect(truth.length).toBeGreaterThan(3 * PAGE);
      forgetCatalogCaches(t.db);
      const walked: string[] = [];
      for (let page = 1; walked.length < truth.length; page += 1) {
        const res = await list({ ...body, page_size: PAGE, page_number: page });
        expect(res.products.length).toBeGreaterThan(0);
        walked.push(...ids(res));
      }
      expect(walked).toEqual(truth);
      // A deep page asked again, and the one after it, read from their marks.
      const deep = { ...body, page_size: PAGE, page_number: 3 };
      const first = ids(await list(deep, true));
      expect(ids(await list(deep))).toEqual(first);
      expect(ids(await list({ ...deep, page_number: 4 }))).toEqual(truth.slice(3 * PAGE, 4 * PAGE));
      expect(first).toEqual(truth.slice(2 * PAGE, 3 * PAGE));
    });
  }

  it('goes on after the last row a visitor saw, though a row before it moved to the end', async () => {
    const body = { page_size: PAGE, with_facets: false };
    const before = ids(await list({ page_size: 100 }, true));
    const [moved = '', ...rest] = before;
    const { rows } = await t.db.query<{ popularity: number }>(
      'SELECT popularity FROM products WHERE id = $1',
      [Number(moved)],
    );
    await list({ ...body, page_number: 3 });
    await t.db.query('UPDATE products SET popularity = -1 WHERE id = $1', [Number(moved)]);
    try {
      // Page 4 within the minute: the rows after the last one of page 3 as the visitor saw it.
      expect(ids(await list({ ...body, page_number: 4 }))).toEqual(
        before.slice(3 * PAGE, 4 * PAGE),
      );
      // By its number alone, page 4 now starts a row later.
      expect(ids(await list({ ...body, page_number: 4 }, true))).toEqual(
        rest.slice(3 * PAGE, 4 * PAGE),
      );
    } finally {
      await t.db.query('UPDATE products SET popularity = $2 WHERE id = $1', [
        Number(moved),
        rows[0]?.popularity,
      ]);
    }
  });

  it('reads a page again by its number when the row that marked its start is gone', async () => {
    const body = { page_size: PAGE, with_facets: false };
    const second = ids(await list({ ...body, page_number: 2 }, true));
    // The last row of page 2 marks where page 3 starts; without it, page 3 is read by its number.
    const marker = second.at(-1);
    await t.db.query('DELETE FROM listing_rows WHERE id = $1', [Number(marker)]);
    const third = await list({ ...body, page_number: 3 });
    const cold = await list({ ...body, page_number: 3 }, true);
    expect(ids(third)).toEqual(ids(cold));
    expect(ids(third)).toHaveLength(PAGE);
    expect(ids(third)).not.toContain(marker);
  });
});
