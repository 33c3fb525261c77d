import { finished, Readable } from 'node:stream';
import type { Context } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { linkSignals } from '../src/lib/abort.ts';
import { pageEncoding } from './compression.ts';
import type { ServerConfig } from './config.ts';
import { pageStream } from './page-stream.ts';
import { visitorHeaders } from './proxy.ts';
import type { Renderer } from './renderer.ts';
import { PageTiming } from './server-timing.ts';

/** The last resort when rendering could not even start: no template, no app code. */
const FAILURE_PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>500</title></head>' +
  '<body><h1>500</h1><p><a href="/">/</a></p></body></html>';

/** The page when the render missed its deadline: the visitor may simply try again. */
const BUSY_PAGE =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>503</title></head>' +
  '<body><h1>503</h1><p><a href="">⟳</a></p></body></html>';

class RenderDeadline extends Error {
  constructor(ms: number) {
    super(`The page was not rendered within ${ms} ms`);
    this.name = 'RenderDeadline';
  }
}

/**
 * Server-renders a document request. Status and redirects come from the router, cookies the BFF
 * set during the render are relayed, and the page is never cached by shared caches (it depends
 * on the visitor's cookies). The document streams: its head and the page's shell go out as soon
 * as React has them, and a part the loaders deferred (a listing) follows. A render whose shell
 * misses SSR_TIMEOUT_MS answers 503; a deferred part that misses it is ended there and rendered
 * by the browser. Server-Timing measures up to the shell. Everything the render used is let go
 * of when its response ends (no timer or listener outlives it).
 */
export async function renderPage(
  c: Context<{ Variables: SecureHeadersVariables }>,
  config: ServerConfig,
  renderer: Renderer,
  /** Told when the page starts; what it returns, when its response has ended. */
  track?: () => () => void,
): Promise<Response> {
  const timing = new PageTiming();
  const ended = track?.();
  const nonce = c.get('secureHeadersNonce') ?? '';
  const signals = linkSignals([c.req.raw.signal], {
    ms: config.renderTimeoutMs,
    reason: () => new RenderDeadline(config.renderTimeoutMs),
  });
  const deadline = {
    signal: signals.signal,
    release: () => {
      signals.release();
      ended?.();
    },
  };
  try {
    const result = await renderer.renderPage({
      url: c.req.url,
      headers: visitorHeaders(c, config.trustedHops),
      nonce,
      bffUrl: config.bffUrl,
      signal: deadline.signal,
      upstream: timing.upstream,
    });
    if (deadline.signal.reason instanceof RenderDeadline) throw deadline.signal.reason;
    c.header('Server-Timing', timing.header());
    for (const cookie of result.setCookies) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'private, no-cache');
    if (result.type === 'redirect') {
      deadline.release();
      return c.redirect(result.location, result.status as 302);
    }
    const encoding = pageEncoding(c.req.header('accept-encoding'));
    const stream = pageStream(result.parts, result.body, result.state, encoding);
    finished(stream, () => {
      // A streamed part (a listing) that misses the deadline is left to the browser to render.
      if (deadline.signal.reason instanceof RenderDeadline) {
        console.error(
          `Rendering ${c.req.path} was cut short after its shell`,
          deadline.signal.reason.message,
        );
      }
      deadline.release();
    });
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, result.status as 200);
  } catch (error) {
    deadline.release();
    const late =
      error instanceof RenderDeadline || deadline.signal.reason instanceof RenderDeadline;
    console.error(`Rendering ${c.req.path} failed`, late ? (error as Error).message : error);
    c.header('Cache-Control', 'no-store');
    if (late) c.header('Retry-After', '5');
    return c.html(late ? BUSY_PAGE : FAILURE_PAGE, late ? 503 : 500);
  }
}
