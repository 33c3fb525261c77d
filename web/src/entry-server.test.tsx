import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { render, type PageBody, type RenderRequest } from './entry-server.tsx';
import { HomeRouteQuery } from './app/routes/home.tsx';
import { ErrorRouteQuery } from './app/routes/route-error-page.tsx';
import {
  answer,
  homeRouteFixture,
  marketFixture,
  mockBff,
  type BffAnswer,
} from './test/mock-bff.ts';

function request(path: string, host = 'garwin.localhost:3000'): RenderRequest {
  return {
    url: `http://${host}${path}`,
    headers: new Headers({ host }),
    nonce: 'test-nonce',
    bffUrl: 'http://127.0.0.1:1',
  };
}

async function page(path: string, answers: BffAnswer[], host?: string) {
  const result = await render(request(path, host), { link: mockBff(...answers) });
  if (result.type !== 'page') throw new Error(`expected a page, got ${result.type}`);
  const html = await markup(result.body);
  return { ...result, html, state: result.state() };
}

function markup(body: PageBody): Promise<string> {
  const sink = new PassThrough();
  body.pipe(sink);
  return text(sink);
}

describe('server render', () => {
  it('answers an unknown address with 404 and the error page in the market look', async () => {
    const result = await page('/no-such-page-here', [
      answer(ErrorRouteQuery, { market: marketFixture('SPROUT', false) }),
    ]);
    expect(result.status).toBe(404);
    expect(result.html).toContain('This page could not be found');
    expect(result.html).toContain('data-variant="sprout"');
    expect(result.html).toContain('>На главную</a>');
    expect(result.head).toContain('noindex');
    expect(result.htmlClass).toBe('theme-sprout');
  });

  it('still shows the 404 page, in garwin look, when the BFF cannot be reached', async () => {
    const result = await page('/missing', []);
    expect(result.status).toBe(404);
    expect(result.html).toContain('This page could not be found');
    expect(result.html).toContain('data-variant="garwin"');
  });

  it('renders the home page with its data, SEO head, theme and serialized cache', async () => {
    const result = await page('/', [answer(HomeRouteQuery, homeRouteFixture())]);
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Инструменты &lt;для&gt; дома &amp; дачи</title>');
    expect(result.head).toContain('<meta name="keywords" content="дрели, пилы" />');
    expect(result.htmlClass).toBe('theme-garwin');
    expect(result.html).toContain('Электроинструмент');
    expect(result.html).toContain('/images/s1?width=1515');
    expect(result.html).toContain('aria-label="Подписка на рассылку"');
    expect(result.state).toMatch(/^<script nonce="test-nonce">window.__APOLLO_STATE__=\{/);
    expect(result.state).toContain('\\u003cдля\\u003e');
    expect(result.routeModules).toEqual(['src/app/routes/home.tsx']);
    expect(result.routeBranch).toEqual([
      { id: 'root' },
      { id: 'home', index: true, module: 'src/app/routes/home.tsx', page: 'home' },
    ]);
  });

  it('shows the subscription section only when the market has one', async () => {
    const result = await page('/', [
      answer(HomeRouteQuery, homeRouteFixture(marketFixture('SPROUT', false))),
    ]);
    expect(result.html).not.toContain('Подписка на рассылку');
    expect(result.htmlClass).toBe('theme-sprout');
  });

  it('answers 500 with the error page when the page data cannot be loaded', async () => {
    const result = await page('/', [
      answer(ErrorRouteQuery, { market: marketFixture('GARWIN', true) }),
    ]);
    expect(result.status).toBe(500);
    expect(result.html).toContain('>500</p>');
  });

  it('falls back to the apology when rendering itself fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = homeRouteFixture();
    // A page without its SEO data breaks the page component while it renders.
    (broken.homePage as { seo: unknown }).seo = null;
    const result = await page('/', [answer(HomeRouteQuery, broken)]);
    expect(result.status).toBe(500);
    expect(result.html).toContain('Извините, что-то пошло не так');
    error.mockRestore();
  });
});
