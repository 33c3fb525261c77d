import type { Context } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { ServerConfig } from './config.ts';
import { visitorHeaders } from './proxy.ts';
import type { Renderer } from './renderer.ts';
import { PageTiming } from './server-timing.ts';

/** The last resort when rendering could not even start: no template, no app code. */
const FAILURE_PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>500</title></head>' +
  '<body><h1>500</h1><p><a href="/">/</a></p></body></html>';

/**
 * Server-renders a document request. Status and redirects come from the router, cookies the BFF
 * set during the render are relayed, and the page is never cached by shared caches (it depends
 * on the visitor's cookies).
 */
export async function renderPage(
  c: Context<{ Variables: SecureHeadersVariables }>,
  config: ServerConfig,
  renderer: Renderer,
): Promise<Response> {
  const timing = new PageTiming();
  const nonce = c.get('secureHeadersNonce') ?? '';
  const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(config.renderTimeoutMs)]);
  try {
    const result = await renderer.renderPage({
      url: c.req.url,
      headers: visitorHeaders(c, config.trustedHops),
      nonce,
      bffUrl: config.bffUrl,
      signal,
      upstream: timing.upstream,
    });
    c.header('Server-Timing', timing.header());
    for (const cookie of result.setCookies) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'private, no-cache');
    if (result.type === 'redirect') return c.redirect(result.location, result.status as 302);
    return c.html(result.html, result.status as 200);
  } catch (error) {
    console.error(`Rendering ${c.req.path} failed`, error);
    c.header('Cache-Control', 'no-store');
    return c.html(FAILURE_PAGE, 500);
  }
}
