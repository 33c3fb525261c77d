import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { Renderer } from './renderer.ts';

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

const config: ServerConfig = {
  host: '127.0.0.1',
  port: 0,
  bffUrl: 'http://127.0.0.1:1',
  apiUrl: 'http://127.0.0.1:1',
  production: false,
  renderTimeoutMs: 5000,
  shutdownTimeoutMs: 1000,
};

let server: Server;
let origin: string;

beforeAll(async () => {
  const listener = getRequestListener(createApp(config, renderer, { accepting: true }).fetch);
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Reads a page as a browser would, noting whether the listing existed when the header came. */
function load(encoding: string) {
  listingWritten = false;
  return new Promise<{ timing: string; html: string; listingAtHeader: boolean }>(
    (resolve, reject) => {
      get(`${origin}/catalog/x`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const text =
          res.headers['content-encoding'] === 'br' ? res.pipe(createBrotliDecompress()) : res;
        let html = '';
        let listingAtHeader: boolean | undefined;
        text.on('data', (chunk: Buffer) => {
          html += chunk.toString('utf8');
          if (listingAtHeader === undefined && html.includes('Шапка магазина')) {
            listingAtHeader = listingWritten;
            headerSeen();
          }
        });
        text.on('end', () =>
          resolve({
            timing: String(res.headers['server-timing']),
            html,
            listingAtHeader: listingAtHeader ?? true,
          }),
        );
        text.on('error', reject);
      }).on('error', reject);
    },
  );
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
