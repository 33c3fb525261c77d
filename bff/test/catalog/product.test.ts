import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { catalogHandler } from './fixtures.ts';

const PRODUCT = `query ($slug: String!) {
  product(slug: $slug) {
    id title sku
    brand { slug title }
    breadcrumbs { slug title }
    price { base { amount currencyCode } user { amount } discount }
    images { id url(width: 600) }
    properties { title value units }
    status warranty description
    dimensions { width height length weight volume }
    video video360 { id }
    shipping { pickup { cost { amount } days } delivery { cost { amount } days } expressAvailable }
    seo { pageTitle h1 noindex }
  }
}`;

describe('product page', () => {
  const h = useHarness({ handler: catalogHandler });

  it('maps the REST product page to the GraphQL product', async () => {
    const res = await h.gql(PRODUCT, { variables: { slug: 'drel-p1' } });
    expect(res.body.errors).toBeUndefined();
    const product = res.body.data?.['product'] as Record<string, unknown>;
    expect(product).toMatchObject({
      id: 'p1',
      title: 'Дрель p1',
      brand: { slug: 'garwin', title: 'GARWIN' },
      breadcrumbs: [
        { slug: 'elektroinstrument', title: 'Электроинструмент' },
        { slug: 'dreli', title: 'Дрели' },
      ],
      price: { base: { amount: 5000, currencyCode: 'RUB' }, user: { amount: 4500 }, discount: 10 },
      images: [
        { id: 'img-p1-1', url: '/images/img-p1-1?width=600' },
        { id: 'img-p1-2', url: '/images/img-p1-2?width=600' },
      ],
      properties: [{ title: 'Мощность', value: '750', units: 'Вт' }],
      status: 'IN_STOCK',
      warranty: '24 месяца',
      video: null,
      video360: [{ id: 'turn-1' }, { id: 'turn-2' }],
      shipping: {
        pickup: { cost: { amount: 0 }, days: 1 },
        delivery: { cost: { amount: 390 }, days: 2 },
        expressAvailable: true,
      },
      seo: { pageTitle: 'Дрель p1', h1: 'Дрель p1', noindex: false },
    });
  });

  it('resolves an unknown slug to null without an error', async () => {
    const res = await h.gql(PRODUCT, { variables: { slug: 'no-such' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ product: null });
  });

  it('maps a failing REST API to UPSTREAM_UNAVAILABLE, not to null', async () => {
    h.api.handler = () => ({ status: 503, body: { code: 'DOWN', message: 'internal detail' } });
    const res = await h.gql(PRODUCT, { variables: { slug: 'drel-p1' } });
    expect(res.body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');
    expect(res.body.errors?.[0]?.message).not.toContain('internal detail');
  });
});

describe('recommended products', () => {
  const h = useHarness();

  const RECOMMENDED = `{ recommendedProducts(productId: "p1", type: SIMILAR_PRODUCTS) {
    id slug image { url(width: 200) } price { base { amount } user { amount } }
  } }`;

  it('asks for the first page of eight and maps the cards', async () => {
    h.api.handler = catalogHandler;
    const res = await h.gql(RECOMMENDED);
    expect(res.body.data?.['recommendedProducts']).toEqual([
      {
        id: 'r1',
        slug: 'drel-r1',
        image: { url: '/images/img-r1-1?width=200' },
        price: { base: { amount: 5000 }, user: { amount: 4500 } },
      },
      expect.objectContaining({ id: 'r2' }),
    ]);
    const call = h.api.callsTo('/v1/products:listRecommended')[0];
    const query = new URL(call?.path ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      product_id: 'p1',
      type: 'SIMILAR_PRODUCTS',
      page_number: '0',
      page_size: '8',
    });
  });

  it.each([404, 500, 503])('gives an empty list when REST answers %i', async (status) => {
    h.api.handler = () => ({ status, body: { code: 'X', message: 'x' } });
    const res = await h.gql(RECOMMENDED);
    expect(res.body).toEqual({ data: { recommendedProducts: [] } });
  });
});
