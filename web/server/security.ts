import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** Where the Metrica tag, its pixel and its reports come from and go to. */
const METRICA_HOST = 'https://mc.yandex.ru';

/** How long browsers keep to HTTPS, said alike by pages and files. */
const STRICT_TRANSPORT = 'max-age=15552000; includeSubDomains';

/**
 * Security headers of the pages and assets. Scripts run only from this origin or with the
 * response's nonce (the inline state and router data); the page talks only to its own origin,
 * which proxies /graphql and /images; nobody may frame it.
 * In development Vite injects styles and talks to its HMR socket, so those two are widened.
 * Map tiles are images from the configured tile server (`mapTileSource`). With a Metrica counter
 * configured, its tag, pixel and reports may reach Metrica's host (the tag loads only after the
 * visitor accepts analytics cookies).
 */
export function securityHeaders({
  production,
  mapTileSource,
  analytics = false,
}: {
  production: boolean;
  mapTileSource?: string | undefined;
  analytics?: boolean | undefined;
}): MiddlewareHandler {
  const metrica = analytics ? [METRICA_HOST] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...metrica],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileSource ? [mapTileSource] : []), ...metrica],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [...(production ? ["'self'"] : ["'self'", 'ws:', 'wss:']), ...metrica],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: STRICT_TRANSPORT,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      // The city is detected by geolocation (spec section 4); nothing else is needed.
      geolocation: ['self'],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}

/**
 * Sets the headers of a file served from the build (scripts, sheets, icons, robots.txt): what a
 * file needs, not a page's. A page's policy (with a nonce made anew for every response), framing
 * and permissions mean nothing on a script or a sheet, yet came to about 0.8 KB a file, on each
 * of the dozens a page loads, and a fresh nonce kept HTTP/2 from sending them in short. An SVG
 * opened on its own is a document, so it gets a policy that runs nothing.
 */
export function setFileHeaders(c: Context): void {
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cross-Origin-Resource-Policy', 'same-origin');
  c.header('Strict-Transport-Security', STRICT_TRANSPORT);
  if (c.req.path.endsWith('.svg')) {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  }
}
