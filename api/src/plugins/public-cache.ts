import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds a visitor's answer of this GET may be reused (`Cache-Control: public, max-age`).
     * Only for answers that depend on nothing but the market, the city and the address.
     */
    publicMaxAge?: number;
  }
}

/** How long public reads stay fresh, by what they show. */
export const PUBLIC_MAX_AGE = {
  /** Settings, layout, the home page and the information pages: edited by people, rarely. */
  market: 300,
  /** The brand index and a product's rent terms: they change with the catalogue, rarely. */
  reference: 300,
  /** What the store says about uploads (file count, size and types): changed by a release. */
  limits: 3600,
  /** The catalogue tree, categories, promotions and sellers. */
  catalogue: 60,
  /** A product page shows prices and stock, which the import feed changes. */
  product: 30,
} as const;

/** Every header the answer of a public read may vary by; a session changes it wholesale. */
const VARY =
  'x-market-id, x-city-kladr-id, x-city-fias-id, x-region-kladr-id, x-region-fias-id, cookie';

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${ACCESS_COOKIE}|${REFRESH_COOKIE})=[^;\\s]`);

/** A signed-in request: its answers may carry the customer's prices, so they are never shared. */
function hasSession(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  return header !== undefined && SESSION_COOKIE.test(header);
}

/** Whether an `If-None-Match` header names this tag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function onSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> | unknown {
  const maxAge = request.routeOptions.config.publicMaxAge;
  if (maxAge === undefined || request.method !== 'GET' || reply.statusCode !== 200) return payload;
  if (hasSession(request)) {
    reply.header('cache-control', 'private, no-store');
    return payload;
  }
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${maxAge}`);
  reply.header('etag', etag);
  reply.header('vary', VARY);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}

/**
 * Public reads (routes with `config.publicMaxAge`) answer a visitor with `Cache-Control`, an
 * `ETag` of the body and `304 Not Modified` to a matching `If-None-Match`; a signed-in request
 * gets `private, no-store` from the same routes, so nobody keeps a customer's prices.
 */
export function registerPublicCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => onSend(request, reply, payload));
}
