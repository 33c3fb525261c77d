import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '../../lib/apollo/cache.ts';
import { listingFixture as listing } from '../../test/listing-fixture.ts';
import { ListingScreen } from './ListingScreen.tsx';
import type { ViewMode } from './view-mode.ts';

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
