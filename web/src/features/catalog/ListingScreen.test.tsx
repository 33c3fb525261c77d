import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ListingScreenQuery as ListingScreenData } from '../../__generated__/graphql.ts';
import { createApolloCache } from '../../lib/apollo/cache.ts';
import type { Answer } from '../../test/mock-bff.ts';
import { ListingScreen } from './ListingScreen.tsx';
import type { ViewMode } from './view-mode.ts';

const money = (amount: number) => ({ __typename: 'Money', amount, currencyCode: 'RUB' });
const bucket = (title: string, slug: string, count: number) => ({
  __typename: 'FacetBucket',
  title,
  slug,
  count,
});

type Listing = Answer<ListingScreenData>['listing'];

function product(index: number, discounted = false): Listing['products'][number] {
  return {
    __typename: 'ProductCard',
    id: `p${index}`,
    slug: `drill-${index}`,
    title: `Дрель ${index}`,
    sku: `SKU-${index}`,
    status: 'IN_STOCK',
    brand: { __typename: 'Brand', id: 'b1', slug: 'makita', title: 'Makita' },
    category: { __typename: 'CategoryRef', id: 'c1', title: 'Дрели' },
    image: null,
    price: {
      __typename: 'ProductPrice',
      discount: discounted ? 20 : 0,
      base: discounted ? money(15000) : null,
      user: money(discounted ? 12000 : 12490),
    },
  };
}

const listing = {
  listing: {
    __typename: 'Listing',
    totalSize: 50,
    isAccurate: true,
    page: 2,
    pageSize: 24,
    products: [product(1, true), product(2)],
    facets: {
      __typename: 'ListingFacets',
      price: { __typename: 'PriceRange', min: 990.4, max: 57168.2 },
      brands: [bucket('Makita', 'makita', 30), bucket('Bosch', 'bosch', 20)],
      categories: [],
      virtualCategories: [bucket('Летняя распродажа', 'leto', 7)],
      properties: [
        {
          __typename: 'PropertyFacet',
          propertyId: 'battery_type',
          title: 'Тип аккумулятора',
          type: 'ENUM',
          units: null,
          min: null,
          max: null,
          buckets: [bucket('Li-Ion', 'Li-Ion', 12)],
        },
        {
          __typename: 'PropertyFacet',
          propertyId: 'power',
          title: 'Мощность',
          type: 'NUMBER',
          units: 'Вт',
          min: 300,
          max: 2500,
          buckets: [],
        },
      ],
    },
  },
} satisfies Answer<ListingScreenData>;

async function renderListing(
  path: string,
  viewMode: ViewMode = 'tiles',
  scope: { kind: 'CATEGORY' | 'PROMO'; slug: string } = { kind: 'CATEGORY', slug: 'drills' },
) {
  const variables: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        variables.push(operation.variables);
        observer.next({ data: listing });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createApolloCache() });
  const handler = createStaticHandler([
    {
      path: '/:section/:slug',
      Component: () => <ListingScreen scope={scope} viewMode={viewMode} />,
    },
  ]);
  const context = await handler.query(new Request(`http://garwin.test${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result } = await prerenderStatic({
    tree: (
      <ApolloProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ApolloProvider>
    ),
    renderFunction: renderToStaticMarkup,
  });
  return { html: result, variables };
}

describe('ListingScreen', () => {
  it('asks for the listing the address describes', async () => {
    const { variables } = await renderListing(
      '/catalog/drills?brand=makita&prop.battery_type=Li-Ion&prop_min.power=500&sort=price_asc&page=2',
    );
    expect(variables[0]).toEqual({
      input: {
        scope: { kind: 'CATEGORY', slug: 'drills' },
        filter: {
          brands: ['makita'],
          properties: [
            { id: 'battery_type', values: ['Li-Ion'] },
            { id: 'power', min: 500 },
          ],
        },
        sort: 'PRICE_ASC',
        page: 2,
        pageSize: 24,
      },
    });
  });

  it('shows the total, the products in the chosen layout and their prices', async () => {
    const { html } = await renderListing('/catalog/drills', 'short_list');
    expect(html).toContain('Найдено: 50 товаров');
    expect(html).toContain('data-view="short_list"');
    expect(html).toContain('href="/tovar/drill-1"');
    expect(html).toContain('12\u202f000\u202f₽');
    expect(html).toMatch(/<s[^>]*>.*15\u202f000\u202f₽<\/s>/);
    expect(html).toContain('−20%');
    expect(html).toContain('12\u202f490\u202f₽');
  });

  it('shows each applied filter as a chip that removes only itself, and «reset all»', async () => {
    const { html } = await renderListing(
      '/catalog/drills?text=x&brand=makita&brand=bosch&prop.battery_type=Li-Ion&prop_min.power=500&price_max=9000&view_mode=list',
    );
    expect(html).toContain('aria-label="Убрать фильтр: Бренд Makita"');
    expect(html).toContain(
      'href="/catalog/drills?text=x&amp;prop.battery_type=Li-Ion&amp;prop_min.power=500&amp;price_max=9000&amp;view_mode=list&amp;brand=bosch"',
    );
    expect(html).toContain('aria-label="Убрать фильтр: Тип аккумулятора Li-Ion"');
    expect(html).toContain('aria-label="Убрать фильтр: Мощность от 500 Вт"');
    expect(html).toContain('9\u202f000\u202f₽');
    expect(html).toMatch(/href="\/catalog\/drills\?text=x&amp;view_mode=list"[^>]*>Сбросить все/);
  });

  it('ticks the chosen values and hints the price range in whole roubles', async () => {
    const { html } = await renderListing('/catalog/drills?brand=makita');
    expect(html).toMatch(/<input type="checkbox" checked=""\/><span[^>]*>Makita<\/span>/);
    expect(html).toMatch(/<input type="checkbox"\/><span[^>]*>Bosch<\/span>/);
    expect(html).toContain('placeholder="990"');
    expect(html).toContain('placeholder="57169"');
  });

  it('offers virtual categories as «Подборки» with counts, a chip and the address state', async () => {
    const { html, variables } = await renderListing('/catalog/drills?promo=leto&view_mode=list');
    expect(variables[0]).toMatchObject({ input: { filter: { virtualCategories: ['leto'] } } });
    expect(html).toContain('Подборки');
    expect(html).toMatch(
      /<input type="checkbox" checked=""\/><span[^>]*>Летняя распродажа<\/span>/,
    );
    expect(html).toContain('aria-label="Убрать фильтр: Подборка Летняя распродажа"');
    expect(html).toMatch(/href="\/catalog\/drills\?view_mode=list"[^>]*>Сбросить все/);
  });

  it('leaves «Подборки» out on a promotion page, whose promotion is the scope already', async () => {
    const { html } = await renderListing('/promos/leto', 'tiles', { kind: 'PROMO', slug: 'leto' });
    expect(html).toContain('Бренды');
    expect(html).not.toContain('Подборки');
  });

  it('links to the neighbouring pages, the first one without a page parameter', async () => {
    const { html } = await renderListing('/catalog/drills?page=2&sort=newest');
    expect(html).toContain('aria-label="Страница 1" href="/catalog/drills?sort=newest"');
    expect(html).toContain(
      'aria-label="Страница 2" aria-current="page" href="/catalog/drills?sort=newest&amp;page=2"',
    );
    expect(html).toContain('aria-label="Страница 3" href="/catalog/drills?sort=newest&amp;page=3"');
  });
});
