import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facet } from '../../src/schemas/catalog.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { coldListing, loadProducts, type PlainProduct } from './helpers.ts';

function propertyCount(facets: Facet[], id: string, value: string): number | undefined {
  const facet = facets.find((f) => f.type === 'PROPERTY' && f.id === id);
  return facet?.type === 'PROPERTY' ? facet.buckets.find((b) => b.value === value)?.count : 0;
}

describe.each(databaseKinds())('listings follow changes to products on %s', (kind) => {
  let t: TestApp;
  let list: ReturnType<typeof coldListing>;
  let product: PlainProduct;
  beforeAll(async () => {
    t = await startTestApp(kind);
    list = coldListing(t);
    const all = await loadProducts(t.db);
    const found = all.find((p) => p.enums.has('color') && p.nums.has('weight'));
    if (!found) throw new Error('no product with a colour and a weight');
    product = found;
  });
  afterAll(() => t.close());

  it('finds a product by a property value it was given after the seed, and counts it', async () => {
    const filter = { properties: [{ id: 'color', values: ['Фиолетовый'] }] };
    expect((await list({ filter, with_facets: true })).total_size).toBe(0);
    await t.db.query(
      `UPDATE products SET enum_props = array_replace(enum_props, $2, 'color=Фиолетовый'),
         num_values = ARRAY(SELECT CASE WHEN k = 'weight' THEN 99.5 ELSE v END
                            FROM unnest(num_keys, num_values) AS u(k, v))
       WHERE id = $1`,
      [Number(product.id), `color=${product.enums.get('color') ?? ''}`],
    );
    const res = await list({ filter, with_facets: true });
    expect(res.products.map((p) => p.id)).toEqual([product.id]);
    const all = await list({ with_facets: true, page_size: 1 });
    expect(propertyCount(all.facets, 'color', 'Фиолетовый')).toBe(1);
    const heavy = await list({ filter: { properties: [{ id: 'weight', min: 99 }] } });
    expect(heavy.products.map((p) => p.id)).toEqual([product.id]);
  });

  it('finds a product by a word its text was given after the seed, and only then', async () => {
    const text = 'зюзюбликс';
    expect((await list({ text, with_facets: true })).total_size).toBe(0);
    await t.db.query(`UPDATE products SET search_text = search_text || ' ' || $2 WHERE id = $1`, [
      Number(product.id),
      text,
    ]);
    const found = await list({ text, with_facets: true });
    expect(found.products.map((p) => p.id)).toEqual([product.id]);
    expect(found.is_accurate).toBe(true);
    const page = await list({ text, page_size: 5 });
    expect(page.products.map((p) => p.id)).toEqual([product.id]);
    expect(page.total_size).toBe(1);
  });

  it('lists a product at its new price and drops a deleted one', async () => {
    await t.db.query('UPDATE products SET user_price = 123456.78 WHERE id = $1', [
      Number(product.id),
    ]);
    const dear = await list({ filter: { price: { min: 123456, max: 123457 } }, with_facets: true });
    expect(dear.products.map((p) => p.id)).toEqual([product.id]);
    await t.db.query('DELETE FROM product_details WHERE product_id = $1', [Number(product.id)]);
    await t.db.query('DELETE FROM products WHERE id = $1', [Number(product.id)]);
    const gone = await list({ filter: { price: { min: 123456, max: 123457 } } });
    expect(gone.total_size).toBe(0);
  });
});
