import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../harness.ts';
import { catalogHandler } from './fixtures.ts';

/** The REST calls of one GraphQL operation, as "METHOD path" without the query string. */
const callsOf = (h: Harness) => h.api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);

describe('REST calls per page', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.api.calls.length = 0;
    h.api.handler = catalogHandler;
  });

  it('a product page is one REST call, its recommendations one call per type', async () => {
    const page = await h.gql(`{
      product(slug: "drel-p1") {
        id title price { user { amount } } images { url(width: 600) } breadcrumbs { slug }
        properties { title } shipping { expressAvailable } seo { pageTitle }
        dimensions { width } video360 { url(width: 400) } brand { title } seller { slug }
      }
    }`);
    expect(page.body.errors).toBeUndefined();
    expect(callsOf(h)).toEqual(['GET /v1/pages/product_catalog/drel-p1']);

    h.api.calls.length = 0;
    const recs = await h.gql(`{
      similar: recommendedProducts(productId: "p1", type: SIMILAR_PRODUCTS) { id }
      related: recommendedProducts(productId: "p1", type: RELATED_PRODUCTS) { id }
    }`);
    expect(recs.body.errors).toBeUndefined();
    expect(callsOf(h)).toEqual([
      'GET /v1/products:listRecommended',
      'GET /v1/products:listRecommended',
    ]);
  });

  it('a category page with its listing is one GET and one POST, even when fields repeat', async () => {
    const res = await h.gql(`{
      category(slug: "dreli") {
        title description ecommerceId breadcrumbs { slug } children { slug title }
        seo { pageTitle h1 }
      }
      again: category(slug: "dreli") { seo { noindex } }
      listing(input: { scope: { kind: CATEGORY, slug: "dreli" }, page: 1 }) {
        totalSize products { id image { url(width: 300) } price { user { amount } } }
        facets { price { min } brands { slug } }
      }
      same: listing(input: { scope: { kind: CATEGORY, slug: "dreli" }, page: 1 }) {
        facets { properties { id } }
      }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(callsOf(h).sort()).toEqual([
      'GET /v1/pages/category_catalog/dreli',
      'POST /v1/pages/category_catalog/dreli/products',
    ]);
  });

  it('the catalogue tree with three levels and their trails is one call', async () => {
    const res = await h.gql(`{
      categoryCatalog {
        seo { pageTitle }
        categories {
          slug image { url(width: 160) }
          children { slug breadcrumbs { slug } children { slug title breadcrumbs { slug } } }
        }
      }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(callsOf(h)).toEqual(['GET /v1/pages/category_catalog']);
    const data = res.body.data as {
      categoryCatalog: { categories: { children: { children: { breadcrumbs: unknown }[] }[] }[] };
    };
    expect(data.categoryCatalog.categories[0]?.children[0]?.children[0]?.breadcrumbs).toEqual([
      { slug: 'elektroinstrument' },
      { slug: 'dreli' },
    ]);
  });

  it('a promotion page with its listing is two calls; a seller listing goes to /v1/products', async () => {
    const res = await h.gql(`{
      promo(slug: "vesna") { title activeSince seo { pageTitle } }
      listing(input: { scope: { kind: PROMO, slug: "vesna" } }) { totalSize products { id } }
      seller(slug: "garwin-shop") { title seo { pageTitle } }
      sellerListing: listing(input: { scope: { kind: SELLER, slug: "garwin-shop" } }) {
        products { id }
      }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(callsOf(h).sort()).toEqual([
      'GET /v1/pages/promo_catalog/vesna',
      'GET /v1/pages/seller_catalog/garwin-shop',
      'POST /v1/pages/promo_catalog/vesna/products',
      'POST /v1/products',
    ]);
  });
});
