import { markupOf } from '../src/lib/ssr/stream-markup.ts';
import type { ServerConfig } from './config.ts';
import type { RenderedPage } from './renderer.ts';

/** For tests of the server: a rendered page that is the given document. */
export function documentPage(
  status: number,
  html: string,
  setCookies: string[] = [],
): RenderedPage {
  return {
    type: 'page',
    status,
    setCookies,
    parts: { start: '', end: () => '' },
    body: markupOf(html),
    state: () => '',
  };
}

/** For tests of the server: settings on a free local port, the upstreams at `upstreamUrl`. */
export function testConfig(
  renderTimeoutMs: number,
  upstreamUrl = 'http://127.0.0.1:1',
): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    bffUrl: upstreamUrl,
    apiUrl: upstreamUrl,
    production: false,
    renderTimeoutMs,
    shutdownTimeoutMs: 1000,
    proxyTimeoutMs: { graphql: 5000, assets: 5000 },
  };
}
