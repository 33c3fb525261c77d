import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Security headers of the pages and assets. Scripts run only from this origin or with the
 * response's nonce (the inline state and router data); the page talks only to its own origin,
 * which proxies /graphql and /images; nobody may frame it.
 * In development Vite injects styles and talks to its HMR socket, so those two are widened.
 * Map tiles are images from the configured tile server (`mapTileSource`).
 */
export function securityHeaders({
  production,
  mapTileSource,
}: {
  production: boolean;
  mapTileSource?: string | undefined;
}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileSource ? [mapTileSource] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: production ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
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
