import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server.tsx';
import type { ContentPageRouteQuery as ContentPageRouteData } from '../../__generated__/graphql.ts';
import { answer, homeRouteFixture, mockBff, type Answer } from '../../test/mock-bff.ts';
import { ContentPageRouteQuery } from './content-page.tsx';

type ContentPageAnswer = Answer<ContentPageRouteData>;

const seo = (pageTitle: string, noindex = false) => ({
  __typename: 'Seo',
  pageTitle,
  metaDescription: 'Доставка курьером и в пункты выдачи',
  metaKeywords: null,
  h1: 'Доставка и самовывоз',
  noindex,
});

const { homePage: _home, ...shell } = homeRouteFixture();

function contentRoute(contentPage: ContentPageAnswer['contentPage']): ContentPageAnswer {
  return {
    ...shell,
    contentPage,
    contentPages: [
      { __typename: 'ContentPageEntry', slug: 'delivery', title: 'Доставка и самовывоз' },
      { __typename: 'ContentPageEntry', slug: 'unrouted', title: 'Без маршрута' },
    ],
  };
}

async function renderPath(path: string, route: ContentPageAnswer) {
  const result = await render(
    {
      url: `http://garwin.localhost:3000${path}`,
      headers: new Headers({ host: 'garwin.localhost:3000' }),
      nonce: 'n',
      bffUrl: 'http://127.0.0.1:1',
    },
    { link: mockBff(answer(ContentPageRouteQuery, route)) },
  );
  if (result.type !== 'page') throw new Error(`expected a page, got ${result.type}`);
  const sink = new PassThrough();
  result.body.pipe(sink);
  return { ...result, html: await text(sink) };
}

describe('information page', () => {
  it('renders the page with its SEO head, text and menu of routed pages', async () => {
    const result = await renderPath(
      '/delivery',
      contentRoute({
        __typename: 'ContentPage',
        slug: 'delivery',
        title: 'Доставка и самовывоз',
        updatedAt: '2026-11-01T00:00:00.000Z',
        sections: [
          {
            __typename: 'ContentSection',
            heading: 'Курьером',
            paragraphs: ['До двери'],
            items: ['СДЭК'],
          },
        ],
        links: [{ __typename: 'Link', title: 'Оплата', url: '/payment' }],
        seo: seo('Доставка — GARWIN'),
      }),
    );
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Доставка — GARWIN</title>');
    expect(result.head).toContain('Доставка курьером и в пункты выдачи');
    expect(result.head).not.toContain('noindex');
    expect(result.html).toMatch(/<h1[^>]*>Доставка и самовывоз<\/h1>/);
    expect(result.html).toContain('<li>СДЭК</li>');
    expect(result.html).toContain('href="/payment"');
    expect(result.html).not.toContain('Без маршрута');
  });

  it('answers 404 when the market has no such page', async () => {
    const result = await renderPath('/vacancies', contentRoute(null));
    expect(result.status).toBe(404);
    expect(result.html).toContain('This page could not be found');
  });
});
