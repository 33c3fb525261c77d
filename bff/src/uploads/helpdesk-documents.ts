import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'undici';
import type { HelpdeskDocument } from '@store/api/contract';
import type { BffConfig } from '../config.ts';
import { marketForHost } from '../config.ts';
import { UpstreamError, userErrorsFrom } from '../errors.ts';
import { CookieJar } from '../upstream/cookies.ts';
import { cityFromCookies, storeHeaders } from '../upstream/headers.ts';

/** The path of the route, proxied by the web server like /graphql. */
export const DOCUMENT_UPLOAD_PATH = '/uploads/helpdesk/documents';
const API_PATH = '/v0/helpdesk/documents';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The CSRF rule of `/graphql` (Apollo's `csrfPrevention`): a multipart body is a "simple" request
 * a foreign page could send, so it must carry a header only a script of our own origin can set
 * (which a cross-origin page cannot without a CORS preflight that nothing here answers).
 */
function preflighted(req: IncomingMessage): boolean {
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value.join('') : (value ?? '')).trim() !== '';
  };
  return header('apollo-require-preflight') || header('x-apollo-operation-name');
}

/**
 * `POST /uploads/helpdesk/documents`: one document of a legal-entity order, streamed to the REST
 * API as it arrives (never held in the BFF), with the market, city, cookies and visitor address
 * of a GraphQL call. Answers `{document}` or `{document: null, userErrors}` with the API's status.
 *
 * Why upload ids and not "the route is the operation": the order form shows a progress bar per
 * file and lets the buyer cancel or remove one file while others go on, which needs one request
 * per file. Each file is therefore uploaded on its own and the GraphQL mutation
 * `registerLegalEntityOrderRequest` names the uploaded documents by id, so the order itself keeps
 * typed user errors like every other mutation. The API also takes the spec's one multipart
 * request with `documents[]`.
 */
export class DocumentUploads {
  private readonly pool: Pool;
  private readonly config: BffConfig;

  constructor(config: BffConfig) {
    this.config = config;
    // An upload takes as long as the buyer's line needs; the API answers once it has it all.
    this.pool = new Pool(config.apiUrl, {
      connections: 32,
      headersTimeout: 300_000,
      bodyTimeout: 30_000,
      connectTimeout: Math.min(config.apiTimeoutMs, 3000),
    });
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return sendJson(res, 405, { errors: [{ message: 'Method not allowed' }] });
    }
    if (!preflighted(req)) {
      return sendJson(res, 400, {
        errors: [
          {
            message:
              'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF).',
          },
        ],
      });
    }
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      return sendJson(res, 415, { errors: [{ message: 'Expected multipart/form-data' }] });
    }
    const forwarded = req.headers['x-forwarded-host'];
    const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
    const jar = new CookieJar(req.headers.cookie);
    const headers: Record<string, string> = {
      ...storeHeaders(marketForHost(this.config, host), cityFromCookies(jar)),
      accept: 'application/json',
      'content-type': contentType,
    };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    // As any proxy does: the chain it was given plus the hop it saw. The API believes the hops its
    // TRUST_PROXY names (the BFF, then the web server) and stops at the first other one.
    const forwardedFor = req.headers['x-forwarded-for'];
    const chain = [
      ...(Array.isArray(forwardedFor) ? forwardedFor : [forwardedFor ?? '']),
      req.socket.remoteAddress ?? '',
    ].filter(Boolean);
    if (chain.length) headers['x-forwarded-for'] = chain.join(', ');
    const length = req.headers['content-length'];
    if (length) headers['content-length'] = length;

    // The buyer cancelled (or went away): drop the call so the API removes the partial file.
    const cancel = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) cancel.abort();
    });
    let status: number;
    let body: unknown;
    try {
      const upstream = await this.pool.request({
        method: 'POST',
        path: API_PATH,
        headers,
        body: req,
        signal: cancel.signal,
      });
      status = upstream.statusCode;
      const text = await upstream.body.text();
      body = text ? JSON.parse(text) : null;
    } catch (error) {
      if (cancel.signal.aborted) return void res.destroy();
      console.error('document upload to the REST API failed', error);
      return sendJson(res, 502, { errors: [{ message: 'Сервис временно недоступен' }] });
    }
    if (status < 300) {
      const doc = body as HelpdeskDocument;
      return sendJson(res, 200, {
        document: {
          id: doc.id,
          fileName: doc.file_name,
          contentType: doc.content_type,
          size: doc.size,
        },
      });
    }
    const failure = (body ?? {}) as { code?: string; message?: string };
    try {
      const userErrors = userErrorsFrom(
        new UpstreamError(status, failure.message ?? `HTTP ${status}`, failure.code),
        { fields: { FILE_TOO_LARGE: ['document'], UNSUPPORTED_FILE_TYPE: ['document'] } },
      );
      return sendJson(res, status, { document: null, userErrors });
    } catch {
      return sendJson(res, status >= 500 ? 502 : status, {
        errors: [{ message: 'Сервис временно недоступен' }],
      });
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
