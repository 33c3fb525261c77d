import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppState } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { Renderer } from './renderer.ts';
import { documentPage, testConfig } from './test-page.ts';

let upstream: Server;
let upstreamUrl: string;
const seen: IncomingHttpHeaders[] = [];
const hangsClosed: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === '/readyz') return void res.end('{}');
    // An upstream that hangs: it never answers (the test's server closes it at the end).
    if (req.url === '/images/hang') {
      req.on('close', () => hangsClosed.push(req.url ?? ''));
      return;
    }
    // An upstream that answers at once and sends its body slowly.
    if (req.url === '/images/slow-body') {
      res.setHeader('Content-Type', 'image/webp');
      res.write('first ');
      return void setTimeout(() => res.end('last'), 400);
    }
    res.setHeader('Set-Cookie', ['access_token=a; HttpOnly', 'refresh_token=r; HttpOnly']);
    res.setHeader('Content-Type', 'application/json');
    res.end('{"data":{"ping":true}}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      upstream.closeAllConnections();
      upstream.close(() => resolve());
    }),
);

function config(): ServerConfig {
  return testConfig(1000, upstreamUrl);
}

const renderer: Renderer = {
  renderPage: async (request) =>
    documentPage(404, `<html><script nonce="${request.nonce}"></script></html>`, [
      'city_name=x; Path=/',
    ]),
  close: async () => {},
};

function app(state: AppState = { accepting: true }) {
  return createApp(config(), renderer, state);
}

describe('web server', () => {
  it('proxies /graphql to the BFF with the browser host and cookies, and relays Set-Cookie', async () => {
    const response = await app().request('http://sprout.localhost:3000/graphql', {
      method: 'POST',
      headers: { cookie: 'fingerprint=f', 'content-type': 'application/json' },
      body: '{"query":"{ ping }"}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ping: true } });
    expect(response.headers.getSetCookie()).toEqual([
      'access_token=a; HttpOnly',
      'refresh_token=r; HttpOnly',
    ]);
    const forwarded = seen.at(-1);
    expect(forwarded?.['x-forwarded-host']).toBe('sprout.localhost:3000');
    expect(forwarded?.cookie).toBe('fingerprint=f');
  });

  it('answers 502 when the BFF cannot be reached', async () => {
    const down = createApp({ ...config(), bffUrl: 'http://127.0.0.1:1' }, renderer, {
      accepting: true,
    });
    const response = await down.request('/graphql', { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
  });

  it('gives up on a picture whose upstream does not answer in time, with 504', async () => {
    const impatient = createApp(
      { ...config(), proxyTimeoutMs: { graphql: 5000, assets: 200 } },
      renderer,
      { accepting: true },
    );
    const started = performance.now();
    const response = await impatient.request('/images/hang');
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(2000);
    // The upstream's request is closed, not left waiting.
    await expect.poll(() => hangsClosed).toContain('/images/hang');
  });

  it('does not cut a body already on its way when the time is up', async () => {
    const impatient = createApp(
      { ...config(), proxyTimeoutMs: { graphql: 5000, assets: 200 } },
      renderer,
      { accepting: true },
    );
    const response = await impatient.request('/images/slow-body');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('first last');
  });

  it('serves pages with the renderer status, its cookies, and the security headers', async () => {
    const response = await app().request('http://garwin.localhost/nothing');
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual(['city_name=x; Path=/']);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
  });

  it('is alive always, and ready only while accepting traffic and the BFF answers', async () => {
    expect((await app().request('/healthz')).status).toBe(200);
    expect((await app().request('/readyz')).status).toBe(200);
    expect((await app({ accepting: false }).request('/readyz')).status).toBe(503);
  });
});
