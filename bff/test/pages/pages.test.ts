import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';

const SEO = {
  page_title: 'Доставка и самовывоз — GARWIN',
  meta_keywords: 'доставка',
  meta_description: 'Доставка заказов',
  h1: 'Доставка и самовывоз',
  noindex: false,
};

describe('information pages and the brands page', () => {
  const h = useHarness({
    handler: (call) => {
      if (call.path === '/v1/pages/content/delivery')
        return {
          status: 200,
          body: {
            slug: 'delivery',
            title: 'Доставка и самовывоз',
            sections: [{ heading: null, paragraphs: ['Мы доставляем'], items: ['СДЭК'] }],
            links: [{ title: 'Оплата', url: '/payment' }],
            updated_at: '2026-11-01T00:00:00.000Z',
            seo: SEO,
          },
        };
      if (call.path === '/v1/pages/content/Bad_Slug')
        return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'slug' } };
      if (call.path === '/v1/brands')
        return {
          status: 200,
          body: {
            brands: [
              {
                id: '1',
                slug: 'makita',
                title: 'Makita',
                image_id: 'logo-makita',
                product_count: 12,
              },
              { id: '2', slug: 'zubr', title: 'Зубр', image_id: null, product_count: 3 },
            ],
            seo: { ...SEO, page_title: 'Бренды — GARWIN', h1: 'Бренды' },
          },
        };
      return undefined;
    },
  });

  const run = (query: string, variables: Record<string, unknown> = {}) =>
    h.gql(query, { headers: { 'x-forwarded-host': 'garwin.localhost' }, variables });

  it('answers an information page with its SEO data', async () => {
    const res = await run(
      `query ($slug: String!) { contentPage(slug: $slug) {
        slug title updatedAt sections { heading paragraphs items } links { title url }
        seo { pageTitle h1 noindex } } }`,
      { slug: 'delivery' },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['contentPage']).toEqual({
      slug: 'delivery',
      title: 'Доставка и самовывоз',
      updatedAt: '2026-11-01T00:00:00.000Z',
      sections: [{ heading: null, paragraphs: ['Мы доставляем'], items: ['СДЭК'] }],
      links: [{ title: 'Оплата', url: '/payment' }],
      seo: {
        pageTitle: 'Доставка и самовывоз — GARWIN',
        h1: 'Доставка и самовывоз',
        noindex: false,
      },
    });
  });

  it.each(['no-such-page', 'Bad_Slug'])('answers null for the unknown page %s', async (slug) => {
    const res = await run('query ($slug: String!) { contentPage(slug: $slug) { slug } }', { slug });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['contentPage']).toBeNull();
  });

  it('lists the brands with their counts and logos', async () => {
    const res = await run(
      '{ brandIndex { brands { slug title productCount logo { url(width: 160) } } seo { h1 } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.['brandIndex']).toEqual({
      brands: [
        {
          slug: 'makita',
          title: 'Makita',
          productCount: 12,
          logo: { url: '/images/logo-makita?width=160' },
        },
        { slug: 'zubr', title: 'Зубр', productCount: 3, logo: null },
      ],
      seo: { h1: 'Бренды' },
    });
  });
});
