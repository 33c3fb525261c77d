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
}

/**
 * The keep-alive connection pool to the REST API. Every call has an explicit deadline (undici
 * would wait 300 s); a refused connection or a timeout becomes an UpstreamError with status 0.
 */
export class RestTransport {
  private readonly pool: Pool;
  private readonly timeoutMs: number;

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

  async send(request: RestRequest): Promise<RestResponse> {
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
      return { status: res.statusCode, setCookies, body: parsed };
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
