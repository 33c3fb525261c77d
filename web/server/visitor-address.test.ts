import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import type { Renderer } from './renderer.ts';
import { documentPage } from './test-page.ts';

const seen: IncomingHttpHeaders[] = [];
const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const renderer: Renderer = {
  renderPage: async (request) => {
    seen.push(Object.fromEntries(request.headers.entries()));
    return documentPage(200, '<html></html>');
  },
  close: async () => {},
};

/** A web server in front of an upstream double that records what it is told. */
async function webServer(trustProxy: string | undefined): Promise<string> {
  const upstream = await listen(
    createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{"data":{}}');
    }),
  );
  const config = {
    ...readConfig({ TRUST_PROXY: trustProxy, BFF_URL: upstream, API_URL: upstream }),
    port: 0,
  };
  const app = createApp(config, renderer, { accepting: true });
  const listener = getRequestListener(app.fetch);
  return listen(createServer((req, res) => void listener(req, res)));
}

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
});

/** What reaches the web server after a browser and two load balancers (10.0.0.2, then us). */
const chain = '203.0.113.66, 198.51.100.7, 10.0.0.2';

async function forwardedFor(web: string, path: string): Promise<string | undefined> {
  seen.length = 0;
  const init =
    path === '/graphql'
      ? { method: 'POST', body: '{"query":"{ ping }"}', headers: { 'x-forwarded-for': chain } }
      : { headers: { 'x-forwarded-for': chain } };
  await fetch(new URL(path, web), init);
  const value = seen.at(-1)?.['x-forwarded-for'];
  return Array.isArray(value) ? value.join() : value;
}

describe('the visitor address behind two load balancers', () => {
  let trusting: string;
  let trustingNobody: string;
  beforeAll(async () => {
    trusting = await webServer('loopback, 10.0.0.0/8');
    trustingNobody = await webServer(undefined);
  });

  it('is the address the trusted hops saw, passed on alone (the browser’s entry dropped)', async () => {
    for (const path of ['/graphql', '/images/x.webp', '/catalog']) {
      expect(await forwardedFor(trusting, path), path).toBe('198.51.100.7');
    }
  });

  it('is the peer itself when no hop is trusted', async () => {
    for (const path of ['/graphql', '/catalog']) {
      expect(await forwardedFor(trustingNobody, path), path).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    }
  });
});
