import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse, ProductPage } from '../../src/schemas/catalog.ts';
import { useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import {
  addContractCompany,
  legalEntries,
  signedIn,
  startCabinetApp,
  type Caller,
} from '../cabinet/helpers.ts';
import { requests } from './helpers.ts';

describe.each(databaseKinds())('catalogue prices of a company buyer on %s', (kind) => {
  const t = useTestApp(() => startCabinetApp(kind));
  let visitor: ReturnType<typeof requests>;
  let buyer: Caller;
  beforeAll(async () => {
    visitor = requests(t);
    buyer = await signedIn(t.app, 'wholesale-buyer@example.ru');
    const wholesale = legalEntries.find((e) => e.price_type === 'WHOLESALE');
    if (!wholesale) throw new Error('no wholesale company in the register');
    expect((await addContractCompany(t.db, buyer, wholesale)).statusCode).toBeLessThan(300);
  });

  it('shows the wholesale discount on every card and in the price facet', async () => {
    const body = { page_size: 10, with_facets: true };
    const retail: ListingResponse = (await visitor.post('/v1/products', body)).json();
    const res = await buyer.call('POST', '/v1/products', body);
    expect(res.statusCode).toBe(200);
    const priced: ListingResponse = res.json();
    expect(priced.products.map((p) => p.id)).toEqual(retail.products.map((p) => p.id));
    priced.products.forEach((card, i) => {
      expect(card.user_price).toBeCloseTo((retail.products[i]?.user_price ?? 0) * 0.9, 1);
      expect(card.base_price).toBe(retail.products[i]?.base_price);
    });
    const price = (r: ListingResponse) => r.facets.find((f) => f.type === 'PRICE');
    expect(price(priced)).toMatchObject({
      min: expect.closeTo((price(retail) as { min: number }).min * 0.9, 1),
    });
  });

  it('reads a price filter in the buyer’s own prices', async () => {
    const filter = { price: { max: 900 } };
    const priced: ListingResponse = (
      await buyer.call('POST', '/v1/products', { filter, page_size: 100 })
    ).json();
    const retail: ListingResponse = (
      await visitor.post('/v1/products', { filter: { price: { max: 1000 } }, page_size: 100 })
    ).json();
    expect(priced.total_size).toBe(retail.total_size);
    for (const card of priced.products) expect(card.user_price).toBeLessThanOrEqual(900);
  });

  it('prices the product page and shortens its delivery by the price type’s days', async () => {
    const { rows } = await t.db.query<{ slug: string }>(
      'SELECT slug FROM products ORDER BY id LIMIT 1',
    );
    const url = `/v1/pages/product_catalog/${rows[0]?.slug}`;
    const retail: ProductPage = (await visitor.get(url)).json();
    const priced: ProductPage = (await buyer.call('GET', url)).json();
    expect(priced.product.user_price).toBeCloseTo(retail.product.user_price * 0.9, 1);
    expect(priced.product.shipping.delivery.days).toBe(
      Math.max(1, retail.product.shipping.delivery.days - 1),
    );
  });
});
