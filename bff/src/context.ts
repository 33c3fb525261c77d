import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { stringifySetCookie } from 'cookie';
import { marketForHost, type BffConfig } from './config.ts';
import { CookieJar } from './upstream/cookies.ts';
import { cityFromCookies, type VisitorCity } from './upstream/headers.ts';
import { RequestLoaders } from './upstream/loaders.ts';
import type { SessionRefresher } from './upstream/refresh.ts';
import { RestStoreApi, type StoreApi } from './upstream/store-api.ts';
import type { PublicCache } from './upstream/public-cache.ts';
import { UpstreamTiming } from './upstream/timing.ts';
import type { RestTransport } from './upstream/transport.ts';
import { visitorAddress, type HopTrust } from '@store/visitor-address';

export interface GraphQLContext {
  market: string;
  city: VisitorCity;
  cookies: CookieJar;
  api: StoreApi;
  /** The DataLoaders of this request (listings, tracking), made on first use. */
  loaders: RequestLoaders;
  /** This request's time upstream, for `Server-Timing`. */
  timing: UpstreamTiming;
}

export interface ContextDeps {
  config: BffConfig;
  transport: RestTransport;
  refresher: SessionRefresher;
  publicCache?: PublicCache;
}

/** Fourteen days, the life of the refresh session and of the device fingerprint. */
export const FINGERPRINT_MAX_AGE = 1_209_600;

/**
 * The visitor's address, for the API's per-address limits and its city detection by IP: what a
 * web server (a trusted hop, TRUST_PROXY) says in X-Forwarded-For, else the caller itself. Only
 * this one address travels on, so a header written by anyone else cannot choose it.
 */
function addressOf(req: IncomingMessage, trusted: HopTrust): string | undefined {
  const header = req.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  return visitorAddress(req.socket.remoteAddress, forwarded, trusted);
}

/** The shared transport, with the visitor's address on every call of this request. */
function forVisitor(
  transport: RestTransport,
  address: string | undefined,
  requestId: string | undefined,
): RestTransport {
  const extra: Record<string, string> = {
    ...(address ? { 'x-forwarded-for': address } : {}),
    ...(requestId ? { 'x-request-id': requestId } : {}),
  };
  if (Object.keys(extra).length === 0) return transport;
  const forwarding = Object.create(transport) as RestTransport;
  forwarding.send = (request) =>
    transport.send({ ...request, headers: { ...request.headers, ...extra } });
  return forwarding;
}

/** The first value of a request header. */
const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** Builds the per-request context: market from the host, city and session from the cookies. */
export function createContext(deps: ContextDeps, req: IncomingMessage): GraphQLContext {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
  const market = marketForHost(deps.config, host);
  const cookies = new CookieJar(req.headers.cookie);
  if (!cookies.get('fingerprint')) {
    cookies.set(
      stringifySetCookie({
        name: 'fingerprint',
        value: randomUUID(),
        maxAge: FINGERPRINT_MAX_AGE,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.cookieSecure,
      }),
    );
  }
  const city = cityFromCookies(cookies);
  const timing = new UpstreamTiming();
  const api = new RestStoreApi({
    transport: forVisitor(
      deps.transport,
      addressOf(req, deps.config.trustedHops),
      headerValue(req.headers['x-request-id']),
    ),
    refresher: deps.refresher,
    market,
    city,
    jar: cookies,
    publicCache: deps.publicCache,
    timing,
  });
  return { market, city, cookies, api, loaders: new RequestLoaders(), timing };
}
