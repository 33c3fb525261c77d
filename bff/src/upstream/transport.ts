import { Pool } from 'undici';
import { UpstreamError } from '../errors.ts';

export interface RestRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface RestResponse {
  status: number;
  setCookies: string[];
  body: unknown;
  /** `Cache-Control` and `ETag` of the answer, for the public cache. */
  cacheControl?: string;
  etag?: string;
}

/** Headers that only label a call (for the logs) and never change its answer. */
const LABELS = new Set(['x-request-id']);

/** What makes two GETs the same call: the path and every header that can change the answer. */
function flightKey(request: RestRequest): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => !LABELS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}:${value}`);
  return `${request.path}\n${headers.join('\n')}`;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/**
 * The keep-alive connection pool to the REST API. Every call has an explicit deadline (undici
 * would wait 300 s); a refused connection or a timeout becomes an UpstreamError with status 0.
 * A GET identical to one still in flight (same path, same cookies, market and city: the same
 * browser asking the same thing, as the two queries of one page render do) waits for that one's
 * answer instead of asking again; nothing is kept once it has arrived.
 */
export class RestTransport {
  private readonly pool: Pool;
  private readonly timeoutMs: number;
  private readonly flights = new Map<string, Promise<RestResponse>>();

  constructor(apiUrl: string, timeoutMs: number) {
    this.timeoutMs = timeoutMs;
    this.pool = new Pool(apiUrl, {
      connections: 128,
      keepAliveTimeout: 30_000,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connectTimeout: Math.min(timeoutMs, 3000),
    });
  }

  send(request: RestRequest): Promise<RestResponse> {
    if (request.method !== 'GET') return this.exchange(request);
    const key = flightKey(request);
    let flight = this.flights.get(key);
    if (!flight) {
      flight = this.exchange(request).finally(() => this.flights.delete(key));
      this.flights.set(key, flight);
    }
    return flight;
  }

  private async exchange(request: RestRequest): Promise<RestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    try {
      const res = await this.pool.request({
        method: request.method,
        path: request.path,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.body.text();
      const raw = res.headers['set-cookie'];
      const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      let parsed: unknown = null;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = { message: text };
        }
      }
      return {
        status: res.statusCode,
        setCookies,
        body: parsed,
        cacheControl: headerText(res.headers['cache-control']),
        etag: headerText(res.headers['etag']),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new UpstreamError(0, `REST API unreachable: ${reason}`);
    }
  }

  async ready(): Promise<boolean> {
    try {
      const res = await this.send({ method: 'GET', path: '/readyz', headers: {} });
      return res.status === 200;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
