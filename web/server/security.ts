import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** Where the Metrica tag, its pixel and its reports come from and go to. */
const METRICA_HOST = 'https://mc.yandex.ru';

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
