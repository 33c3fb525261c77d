import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';
import { catalogHandler } from './fixtures.ts';

describe('listing', () => {
  const h = useHarness({ handler: catalogHandler });

  const bodyOf = (path: string) => JSON.parse(h.api.callsTo(path)[0]?.body ?? 'null') as unknown;

  it('sends filters, sort and page in REST terms and maps the facets', async () => {
    const res = await h.gql(`{
      listing(input: {
        text: "дрель", sort: PRICE_ASC, page: 2, pageSize: 500,
        filter: { priceMin: 1000, brands: ["garwin"], properties: [{ id: "power", min: 600 }] }
      }) {
        page pageSize totalSize isAccurate
        products { id price { base { amount } user { amount } discount } }
        facets {
          price { min max }
          brands { title entityId slug count }
          categories { slug }
          properties { id title type units min max buckets { title } }
        }
      }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(bodyOf('/v1/products')).toEqual({
      text: 'дрель',
      sort: 'PRICE_ASC',
      filter: { price: { min: 1000 }, brands: ['garwin'], properties: [{ id: 'power', min: 600 }] },
      page_number: 2,
      page_size: 100,
      with_facets: true,
    });
    expect(res.body.data?.['listing']).toEqual({
      page: 2,
      pageSize: 100,
      totalSize: 2,
      isAccurate: true,
      products: [
        { id: 'p1', price: { base: { amount: 5000 }, user: { amount: 4500 }, discount: 10 } },
        { id: 'p2', price: { base: null, user: { amount: 990 }, discount: 0 } },
      ],
      facets: {
        price: { min: 990, max: 4500 },
        brands: [{ title: 'GARWIN', entityId: 'b1', slug: 'garwin', count: 2 }],
        categories: [],
        properties: [
          {
            id: 'power',
            title: 'Мощность',
            type: 'NUMBER',
            units: 'Вт',
            min: 500,
            max: 900,
            buckets: [],
          },
        ],
      },
    });
  });

  it('asks REST for facets only when the operation reads them (fragments included)', async () => {
    await h.gql('{ listing(input: {}) { products { id } } }');
    expect(bodyOf('/v1/products')).toMatchObject({
      with_facets: false,
      page_number: 1,
      page_size: 24,
    });
    h.api.calls.length = 0;
    await h.gql(`query { listing(input: {}) { ...F } }
      fragment F on Listing { facets { brands { slug } } }`);
    expect(bodyOf('/v1/products')).toMatchObject({ with_facets: true });
  });

  it('scopes a seller listing by the seller filter', async () => {
    await h.gql(`{ listing(input: { scope: { kind: SELLER, slug: "garwin-shop" },
      filter: { brands: ["garwin"] } }) { totalSize } }`);
    expect(bodyOf('/v1/products')).toMatchObject({
      filter: { brands: ['garwin'], seller: 'garwin-shop' },
    });
  });

  it('sends virtual categories as REST promotion slugs', async () => {
    await h.gql(`{ listing(input: { filter: { virtualCategories: ["leto", "novinki"] } }) {
      totalSize facets { virtualCategories { slug count } } } }`);
    expect(bodyOf('/v1/products')).toMatchObject({
      filter: { promos: ['leto', 'novinki'] },
      with_facets: true,
    });
    h.api.calls.length = 0;
    await h.gql(`{ listing(input: { filter: { virtualCategories: [] } }) { totalSize } }`);
    expect(bodyOf('/v1/products')).not.toHaveProperty('filter');
  });

  it('maps a category tree and loads a child category page only when its own data is asked', async () => {
    const res = await h.gql(`{
      category(slug: "dreli") {
        slug breadcrumbs { slug } description
        children { slug title image { id } breadcrumbs { slug } }
      }
      missing: category(slug: "nope") { slug }
    }`);
    expect(res.body.data).toEqual({
      category: {
        slug: 'dreli',
        breadcrumbs: [{ slug: 'elektroinstrument' }],
        description: 'Дрели для дома',
        children: [
          {
            slug: 'udarnye',
            title: 'Ударные',
            image: { id: 'cat-3' },
            breadcrumbs: [{ slug: 'elektroinstrument' }, { slug: 'dreli' }],
          },
        ],
      },
      missing: null,
    });
    expect(h.api.calls.map((c) => c.path).sort()).toEqual([
      '/v1/pages/category_catalog/dreli',
      '/v1/pages/category_catalog/nope',
    ]);
  });

  it('answers a category page gone missing with the NOT_FOUND code and no visitor text', async () => {
    const res = await h.gql(`{ category(slug: "dreli") { children { slug description } } }`);
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    // The web shows its own page for the code; the BFF chooses no text a visitor reads.
    expect(JSON.stringify(res.body.errors)).not.toMatch(/[А-яЁё]/);
  });

  it('maps a promotion and a seller, with empty texts as null', async () => {
    const res = await h.gql(`{
      promo(slug: "vesna") { title announcement description image { id } activeSince activeUntil }
      seller(slug: "garwin-shop") { title description image { id } seo { h1 } }
    }`);
    expect(res.body.data).toEqual({
      promo: {
        title: 'Весенняя распродажа',
        announcement: 'Скидки до 30%',
        description: null,
        image: { id: 'promo-1' },
        activeSince: '2026-03-01T00:00:00Z',
        activeUntil: '2026-05-31T23:59:59Z',
      },
      seller: {
        title: 'GARWIN Shop',
        description: 'Официальный магазин',
        image: null,
        seo: { h1: 'GARWIN Shop' },
      },
    });
  });
});
