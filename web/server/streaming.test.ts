import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress } from 'node:zlib';
import { ApolloLink } from '@apollo/client';
import { getRequestListener } from '@hono/node-server';
import { from, mergeMap, tap } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchRouteQuery } from '../src/app/routes/search.tsx';
import { render } from '../src/entry-server.tsx';
import { ListingScreenQuery } from '../src/features/catalog/load-listing.ts';
import { listingFixture } from '../src/test/listing-fixture.ts';
import { answer, homeRouteFixture, mockBff } from '../src/test/mock-bff.ts';
import { createApp } from './app.ts';
import { finish, type Renderer } from './renderer.ts';
import { testConfig } from './test-page.ts';

/** Resolved by the test once the browser side has the header. */
let headerSeen: () => void = () => {};
let listingWritten = false;

/**
 * A page whose listing is written only once the header has reached the client (or after 3 s,
 * so that a server that holds the body back makes the test fail instead of hang).
 */
const renderer: Renderer = {
  renderPage: async (request) => {
    request.upstream?.begin()();
    return {
      type: 'page',
      status: 200,
      setCookies: [],
      parts: {
        start: '<!doctype html><html><head></head><body>',
        end: (s) => `${s}</body></html>`,
      },
      state: () => '<script>window.__APOLLO_STATE__={}</script>',
      body: {
        pipe(destination) {
          destination.write('<header>Шапка магазина</header>');
          (destination as { flush?: () => void }).flush?.();
          const seen = new Promise<void>((resolve) => (headerSeen = resolve));
          const late = new Promise<void>((resolve) => setTimeout(resolve, 3000));
          void Promise.race([seen, late]).then(() => {
            listingWritten = true;
            destination.end('<main>Листинг</main>');
          });
        },
      },
    };
  },
  close: async () => {},
};

const config = testConfig(5000);

const servers: Server[] = [];

/** Serves the app with the given renderer on a free port; its origin. */
async function serve(pages: Renderer, settings = config): Promise<string> {
  const listener = getRequestListener(createApp(settings, pages, { accepting: true }).fetch);
  const server = createServer((req, res) => void listener(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let origin: string;

beforeAll(async () => {
  origin = await serve(renderer);
});

afterAll(() =>
  Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  ),
);

interface Loaded {
  status: number;
  timing: string;
  html: string;
  /** What `onMarker` answered when `marker` first came in (true when it never came). */
  atMarker: boolean;
}

/** Reads a page as a browser would, asking `onMarker` when the marker's text first comes in. */
function read(
  url: string,
  headers: Record<string, string>,
  marker: string,
  onMarker: () => boolean,
): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const text =
        res.headers['content-encoding'] === 'br' ? res.pipe(createBrotliDecompress()) : res;
      let html = '';
      let atMarker: boolean | undefined;
      text.on('data', (chunk: Buffer) => {
        html += chunk.toString('utf8');
        if (atMarker === undefined && html.includes(marker)) atMarker = onMarker();
      });
      text.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          timing: String(res.headers['server-timing']),
          html,
          atMarker: atMarker ?? true,
        }),
      );
      text.on('error', reject);
    }).on('error', reject);
  });
}

/** Reads the page of the stand-in renderer, noting whether the listing existed when the header came. */
async function load(encoding: string) {
  listingWritten = false;
  const page = await read(
    `${origin}/catalog/x`,
    { 'accept-encoding': encoding },
    'Шапка магазина',
    () => {
      headerSeen();
      return listingWritten;
    },
  );
  return { ...page, listingAtHeader: page.atMarker };
}

describe('page streaming', () => {
  it('delivers the header before the listing is even written, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const page = await load(encoding);
      expect(page.listingAtHeader).toBe(false);
      expect(page.html).toBe(
        '<!doctype html><html><head></head><body><header>Шапка магазина</header>' +
          '<main>Листинг</main><script>window.__APOLLO_STATE__={}</script></body></html>',
      );
    }
  });

  it('tells devtools how long the page waited for the BFF and how long it rendered', async () => {
    const page = await load('identity');
    expect(page.timing).toMatch(/^upstream;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/);
  });
});

/** Lets the held listing answer go; set by each request the BFF stand-in holds. */
let releaseListing: () => void = () => {};
let listingAnswered = false;

/**
 * The real render against a BFF stand-in that answers the page's frame at once and holds the
 * listing until the test lets it go (or a second passes, so that a server that waits for the listing
 * fails the test instead of hanging it).
 */
function slowListingRenderer(): Renderer {
  const { homePage: _home, ...shell } = homeRouteFixture();
  const bff = mockBff(answer(SearchRouteQuery, shell), answer(ListingScreenQuery, listingFixture));
  const hold = new ApolloLink((operation, forward) => {
    if (operation.operationName !== 'ListingScreen') {
      return forward(operation);
    }
    const released = new Promise<void>((resolve) => (releaseListing = resolve));
    const late = new Promise<void>((resolve) => setTimeout(resolve, 1000));
    return from(Promise.race([released, late])).pipe(
      mergeMap(() => forward(operation)),
      tap(() => (listingAnswered = true)),
    );
  });
  const link = ApolloLink.from([hold, bff]);
  const template =
    '<!doctype html><html><head><!--app-head--></head>' +
    '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
  return {
    renderPage: (request) =>
      finish(
        (page) => render(page, { link }),
        template,
        request,
        () => ({}),
      ),
    close: async () => {},
  };
}

describe('a listing page', () => {
  let listingOrigin: string;
  const heading = 'Результаты поиска «дрель»';

  beforeAll(async () => {
    listingOrigin = await serve(slowListingRenderer());
  });

  /** Loads the search page, letting the listing go once the heading has reached the client. */
  async function loadSearch(headers: Record<string, string>) {
    listingAnswered = false;
    const page = await read(
      `${listingOrigin}/search?text=${encodeURIComponent('дрель')}`,
      { host: 'garwin.localhost', 'accept-encoding': 'br', ...headers },
      `<h1`,
      () => {
        releaseListing();
        return listingAnswered;
      },
    );
    return { ...page, listingAtHeading: page.atMarker };
  }

  it('sends the header and heading while its listing is still being fetched', async () => {
    const page = await loadSearch({ cookie: 'scripts=1' });
    expect(page.status).toBe(200);
    expect(page.listingAtHeading).toBe(false);
    expect(page.html).toContain(`<title>${heading}</title>`);
    expect(page.html).toContain('data-listing-skeleton');
    // The listing follows in the same response, and the cache the browser hydrates with has it.
    expect(page.html).toContain('href="/tovar/drill-1"');
    const state = page.html.slice(page.html.indexOf('window.__APOLLO_STATE__'));
    expect(state).toContain('"slug":"drill-1"');
    expect(page.timing).toMatch(/^upstream;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/);
  });

  it('is sent whole, listing in place, to a browser without scripts and to a crawler', async () => {
    const crawler = { cookie: 'scripts=1', 'user-agent': 'Googlebot/2.1' };
    for (const headers of [{}, crawler]) {
      const page = await loadSearch(headers);
      expect(page.listingAtHeading).toBe(true);
      expect(page.html).not.toContain('data-listing-skeleton');
      expect(page.html).toContain('href="/tovar/drill-1"');
    }
  });

  it('leaves a listing that misses the render deadline to the browser and still ends the page', async () => {
    const late = await serve(slowListingRenderer(), { ...config, renderTimeoutMs: 300 });
    const page = await read(
      `${late}/search?text=${encodeURIComponent('дрель')}`,
      { host: 'garwin.localhost', cookie: 'scripts=1' },
      '<h1',
      () => false,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${heading}</title>`);
    // React marks the listing's boundary as one for the browser to render, and the page ends.
    expect(page.html).toContain('data-listing-skeleton');
    expect(page.html).not.toContain('href="/tovar/drill-1"');
    expect(page.html).toMatch(/\$RX|<!--\$!-->/);
    expect(page.html).toMatch(/<\/body><\/html>$/);
  });
});
