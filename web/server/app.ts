import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { ServerConfig } from './config.ts';
import { proxyTo } from './proxy.ts';
import type { Renderer } from './renderer.ts';
import { clientDist } from './renderer.ts';
import { memoryKeeper } from '@store/memory-keeper';
import { securityHeaders, setFileHeaders } from './security.ts';
import { renderPage } from './ssr.ts';

export interface AppState {
  /** False once shutdown has begun, so load balancers stop sending traffic. */
  accepting: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BUILD_INTERNALS = /(^|\/)\.vite(\/|$)|\.map$/i;

/** What a file found on disk is sent with: a file's headers and how long it may be cached. */
const fileFound = (cacheControl: string) => (_path: string, c: Context) => {
  setFileHeaders(c);
  c.header('Cache-Control', cacheControl);
};

/** Checks that the BFF answers; the page cannot render anything without it. */
async function bffReady(bffUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/readyz', bffUrl), { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The web server's routes: probes, the two proxies, static files, and the server render. */
export function createApp(config: ServerConfig, renderer: Renderer, state: AppState) {
  const app = new Hono<{ Variables: SecureHeadersVariables }>();

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const ready = state.accepting && (await bffReady(config.bffUrl));
    return c.json({ status: ready ? 'ready' : 'unavailable' }, ready ? 200 : 503);
  });

  // One origin for the browser: GraphQL goes to the BFF, pictures to the REST API.
  const trusted = config.trustedHops;
  const { graphql, assets } = config.proxyTimeoutMs;
  app.all('/graphql', (c) => proxyTo(c, config.bffUrl, trusted, graphql));
  // Help-desk documents stream through to the BFF, one file a request.
  app.post('/uploads/helpdesk/documents', (c) => proxyTo(c, config.bffUrl, trusted));
  app.on(['GET', 'HEAD'], '/images/*', (c) => proxyTo(c, config.apiUrl, trusted, assets));
  app.on(['GET', 'HEAD'], '/files/*', (c) => proxyTo(c, config.apiUrl, trusted, assets));
  // An order's invoice PDF: a plain link, so the browser's session cookies travel with it.
  app.on(['GET', 'HEAD'], '/v0/orders/:id/invoice', (c) =>
    proxyTo(c, config.apiUrl, trusted, assets),
  );

  if (config.production) {
    app.use('*', async (c, next) => {
      // Source maps and Vite's manifest stay on the server: they map the whole source tree.
      if (BUILD_INTERNALS.test(c.req.path)) return c.text('Not Found', 404);
      return next();
    });
    // Files are served before the pages' security headers: they carry only the headers a file
    // needs (setFileHeaders). Hashed file names change with their content, so they can be
    // cached for good. The .br and .gz copies made at build time are sent as they are.
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDist,
        precompressed: true,
        onFound: fileFound(IMMUTABLE),
      }),
    );
    app.get('/assets/*', (c) => c.text('Not Found', 404));
    const publicFile = serveStatic({
      root: clientDist,
      precompressed: true,
      onFound: fileFound('public, max-age=3600'),
    });
    app.use('*', async (c, next) => {
      const path = c.req.path;
      // Other public files (favicon, robots.txt); the page template itself is never served raw.
      if (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html')) return next();
      return publicFile(c, next);
    });
  }

  app.use(
    securityHeaders({
      production: config.production,
      mapTileSource: config.mapTileSource,
      analytics: config.analytics,
    }),
  );
  // Pages compress themselves as they stream, and files are compressed at build time; this
  // covers the rest (error texts).
  app.use(compress());

  const memory = config.production ? memoryKeeper({ targetMb: config.memoryTargetMb }) : undefined;
  app.on(['GET', 'HEAD'], '*', (c) => renderPage(c, config, renderer, memory?.begin));
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}
