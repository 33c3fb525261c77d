import { describe, expect, it } from 'vitest';
import { useHarness, type Harness } from '../harness.ts';
import { catalogHandler } from './fixtures.ts';

/** The REST calls of one GraphQL operation, as "METHOD path" without the query string. */
const callsOf = (h: Harness) => h.api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);

describe('REST calls per page', () => {
  const h = useHarness({ handler: catalogHandler });

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

describe('REST calls of a cabinet page render', () => {
  const h = useHarness();

  const profile = { first_name: 'Ирина', last_name: 'Ким', middle_name: null, phone: null };
  const session = (token: string) => ({
    cookie: `access_token=${token}; refresh_token=r-${token}; fingerprint=f-${token}`,
  });

  it('asks for the profile once, though the render sends the guard query and the page query', async () => {
    h.api.calls.length = 0;
    // The profile takes a while, as a real one does, so both queries of the render meet it in flight.
    h.api.handler = (call) =>
      call.path === '/v1/users/me/profile'
        ? { status: 200, body: { ...profile, email: call.headers.cookie }, delayMs: 50 }
        : undefined;
    const [guard, page, other] = await Promise.all([
      h.gql('query PrivateRouteViewer { viewer { id } }', { headers: session('a') }),
      h.gql('query CabinetProfileRoute { viewer { id profile { firstName email } } }', {
        headers: session('a'),
      }),
      h.gql('{ viewer { profile { email } } }', { headers: session('b') }),
    ]);
    expect(guard.body.data).toEqual({ viewer: { id: 'me' } });
    expect(page.body.data).toEqual({
      viewer: {
        id: 'me',
        profile: {
          firstName: 'Ирина',
          email: 'access_token=a; refresh_token=r-a; fingerprint=f-a',
        },
      },
    });
    // Another browser's session is never answered with the first one's profile.
    expect(other.body.data).toEqual({
      viewer: { profile: { email: 'access_token=b; refresh_token=r-b; fingerprint=f-b' } },
    });
    expect(h.api.callsTo('/v1/users/me/profile')).toHaveLength(2);
    expect(
      h.api
        .callsTo('/v1/users/me/profile')
        .map((c) => c.headers.cookie)
        .sort(),
    ).toEqual([
      'access_token=a; refresh_token=r-a; fingerprint=f-a',
      'access_token=b; refresh_token=r-b; fingerprint=f-b',
    ]);

    // Once answered, nothing is kept: the next render asks again.
    await h.gql('{ viewer { id } }', { headers: session('a') });
    expect(h.api.callsTo('/v1/users/me/profile')).toHaveLength(3);
  });
});
