import type { HomePage, Layout, MarketSettings } from '@store/api/contract';
import { UpstreamError } from '../errors.ts';
import type { CookieJar } from './cookies.ts';
import { storeHeaders, type VisitorCity } from './headers.ts';
import type { PublicCache } from './public-cache.ts';
import type { RefreshOutcome, SessionRefresher } from './refresh.ts';
import type { UpstreamTiming } from './timing.ts';
import type { RestRequest, RestResponse, RestTransport } from './transport.ts';

/** Query-string values; arrays repeat the key, undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | string[] | undefined>;

/**
 * The REST client of one GraphQL request. Domain modules (`upstream/<domain>.ts`) build their calls
 * on the generic methods; tests swap in a double.
 */
export interface StoreApi {
  getSettings(): Promise<MarketSettings>;
  getLayout(): Promise<Layout>;
  getHomePage(): Promise<HomePage>;
  /** A GET, memoised for the GraphQL request so fields that need one resource share one call. */
  get<T>(path: string, query?: QueryParams): Promise<T>;
  /** `init.headers` adds headers of this call (an Idempotency-Key). */
  post<T>(path: string, body?: unknown, init?: CallInit): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/** Extra headers of one call. */
export interface CallInit {
  headers?: Record<string, string>;
}

/** Appends a query string to a path. */
export function withQuery(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export interface StoreApiDeps {
  transport: RestTransport;
  refresher: SessionRefresher;
  market: string;
  city: VisitorCity;
  jar: CookieJar;
  /** The API's public reads kept across requests, for visitors only. */
  publicCache?: PublicCache;
  /** This request's time upstream, for `Server-Timing`. */
  timing?: UpstreamTiming;
}

/** A session refresh failed: the user is reset and the browser's tokens are cleared. */
export class SessionResetError extends UpstreamError {
  constructor() {
    super(401, 'Сессия истекла, войдите снова', 'SESSION_RESET');
  }
}

/** A signed-in browser: its answers may carry the customer's prices and are never shared. */
const hasSession = (jar: CookieJar) => Boolean(jar.get('access_token') || jar.get('refresh_token'));

const REFRESH_PATH = '/v1/users/me/sessions/current:refresh';

/**
 * The longest REST address the BFF sends. The API (like most servers) refuses request heads over
 * 16 KB with 431, so a longer search text or slug is refused here as the client's error.
 */
const MAX_PATH_LENGTH = 8 * 1024;

/** A request the BFF will not pass on because its address would be too long (414). */
export class RequestTooLongError extends UpstreamError {
  constructor() {
    super(414, 'Слишком длинный запрос', 'REQUEST_TOO_LONG');
  }
}

/**
 * The REST client of one GraphQL request. GET answers are memoised for the request, so fields that
 * need the same resource share one call; a 401 triggers the session's single refresh and one retry.
 */
export class RestStoreApi implements StoreApi {
  private readonly deps: StoreApiDeps;
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(deps: StoreApiDeps) {
    this.deps = deps;
  }

  getSettings(): Promise<MarketSettings> {
    return this.get<MarketSettings>('/v1/settings');
  }

  getLayout(): Promise<Layout> {
    return this.get<Layout>('/v1/layout');
  }

  getHomePage(): Promise<HomePage> {
    return this.get<HomePage>('/v1/pages/home');
  }

  get<T>(path: string, query?: QueryParams): Promise<T> {
    const full = withQuery(path, query);
    let pending = this.memo.get(full);
    if (!pending) {
      pending = this.call<T>({ method: 'GET', path: full });
      this.memo.set(full, pending);
    }
    return pending as Promise<T>;
  }

  post<T>(path: string, body: unknown = {}, init: CallInit = {}): Promise<T> {
    return this.call<T>({ method: 'POST', path, body }, init.headers);
  }

  patch<T>(path: string, body: unknown = {}): Promise<T> {
    return this.call<T>({ method: 'PATCH', path, body });
  }

  delete<T>(path: string): Promise<T> {
    return this.call<T>({ method: 'DELETE', path });
  }

  protected async call<T>(
    request: Omit<RestRequest, 'headers'>,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res = await this.send(request, headers);
    if (res.status === 401 && request.path !== REFRESH_PATH) {
      await this.refreshSession();
      res = await this.send(request, headers);
    }
    if (res.status >= 400) {
      const body = (res.body ?? {}) as { code?: string; message?: string };
      throw new UpstreamError(res.status, body.message ?? `HTTP ${res.status}`, body.code);
    }
    return res.body as T;
  }

  private async send(
    request: Omit<RestRequest, 'headers'>,
    headers: Record<string, string>,
  ): Promise<RestResponse> {
    if (request.path.length > MAX_PATH_LENGTH) throw new RequestTooLongError();
    const { market, city, jar, publicCache } = this.deps;
    // A visitor's GET may be answered from the public cache; a session's never is. A kept answer
    // is looked up before the call's headers are built, which it does not need.
    const shared = request.method === 'GET' && publicCache && !hasSession(jar);
    const key = shared
      ? `${market}\n${city.kladrId}\n${city.fiasId}\n${city.regionKladrId}\n${city.regionFiasId}\n${request.path}`
      : '';
    const fresh = shared ? publicCache.fresh(key) : undefined;
    if (fresh !== undefined) {
      if (this.deps.timing) this.deps.timing.cached += 1;
      return { status: 200, setCookies: [], body: fresh };
    }
    const cookie = jar.header();
    const all = { ...headers, ...storeHeaders(market, city), ...(cookie ? { cookie } : {}) };
    if (!shared) {
      const res = await this.exchange({ ...request, headers: all });
      jar.accept(res.setCookies);
      return res;
    }
    const etag = publicCache.etag(key);
    const res = await this.exchange({
      ...request,
      headers: etag ? { ...all, 'if-none-match': etag } : all,
    });
    jar.accept(res.setCookies);
    if (res.status === 304) {
      const body = publicCache.revalidated(key, res);
      if (body !== undefined) return { ...res, status: 200, body };
      return this.exchange({ ...request, headers: all });
    }
    if (res.status === 200 && res.setCookies.length === 0) publicCache.store(key, res.body, res);
    return res;
  }

  /** One REST call, timed for `Server-Timing`. */
  private async exchange(request: RestRequest): Promise<RestResponse> {
    const done = this.deps.timing?.start();
    try {
      return await this.deps.transport.send(request);
    } finally {
      done?.();
    }
  }

  /**
   * Renews the session once for all requests of this session and device. Only a 401 or 403 from
   * the refresh call ends the session (cookies cleared, SessionResetError); when the API is down,
   * slow or fails, the cookies stay and the typed upstream error answers, so an outage signs
   * nobody out.
   */
  private async refreshSession(): Promise<void> {
    const { refresher, market, city, jar } = this.deps;
    const fingerprint = jar.get('fingerprint') ?? '';
    const key = `${jar.get('refresh_token') ?? ''}\u0000${fingerprint}`;
    const cookie = jar.header();
    const outcome = await refresher.refresh(key, async (): Promise<RefreshOutcome> => {
      const res = await this.exchange({
        method: 'POST',
        path: REFRESH_PATH,
        headers: { ...storeHeaders(market, city), ...(cookie ? { cookie } : {}) },
        body: { fingerprint },
      });
      if (res.status < 300) return { kind: 'renewed', setCookies: res.setCookies };
      if (res.status === 401 || res.status === 403) return { kind: 'refused' };
      const body = (res.body ?? {}) as { code?: string; message?: string };
      const error = new UpstreamError(res.status, body.message ?? `HTTP ${res.status}`, body.code);
      return { kind: 'unavailable', error };
    });
    if (outcome.kind === 'unavailable') throw outcome.error;
    if (outcome.kind === 'refused') {
      jar.accept([
        'access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
        'refresh_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      ]);
      throw new SessionResetError();
    }
    jar.accept(outcome.setCookies);
  }
}
