import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { createApollo } from './apollo.ts';
import type { BffConfig } from './config.ts';
import { createContext, type GraphQLContext } from './context.ts';
import { createLogger, type Logger } from './logger.ts';
import { PublicCache } from './upstream/public-cache.ts';
import { SessionRefresher } from './upstream/refresh.ts';
import { RestTransport } from './upstream/transport.ts';
import { DOCUMENT_UPLOAD_PATH, DocumentUploads } from './uploads/helpdesk-documents.ts';

export interface Bff {
  server: Server;
  apollo: ApolloServer<GraphQLContext>;
  transport: RestTransport;
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

class BodyTooLarge extends Error {}

/** Past this much, an oversized body is not even drained: the connection is dropped. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * The request body, up to `limit` bytes. An oversized body is read to its end without being kept,
 * so the 413 reaches the caller (a proxy streaming the body would see a reset connection, and
 * report the BFF as unavailable, if the BFF stopped reading halfway).
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  // Events rather than `for await`: the stream's async iterator costs more than a small body.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      if (error) reject(error);
      else if (size > limit) reject(new BodyTooLarge());
      else resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) {
        // Past this, the rest is not read: the connection goes.
        settle(new BodyTooLarge());
        req.destroy();
      }
    };
    req.on('data', onData);
    req.once('end', () => settle());
    req.once('error', (error) => settle(error));
    // A request closes after its end too: the error is made only for one that never ended.
    req.once('close', () => settled || settle(new Error('The request was aborted')));
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The request's id: the one the web server sent, when it is a plain token, else a new one. */
function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = Array.isArray(given) ? given[0] : given;
  return id && /^[\w.-]{1,64}$/.test(id) ? id : randomUUID();
}

/**
 * Callers are told 5 s (`Keep-Alive: timeout=5`, and undici lets a socket go 2 s before what it is
 * told), yet an idle connection is kept a minute longer: a request sent on a socket the caller
 * still believes open, while this process or the caller was held up for seconds on a busy
 * machine, is read and answered instead of having its connection closed under it.
 */
function holdIdleConnections(server: Server): void {
  server.keepAliveTimeout = 5_000;
  server.keepAliveTimeoutBuffer = 60_000;
}

/**
 * The BFF's HTTP server: `/graphql`, the document upload route, `/healthz`, `/readyz`; cookies
 * relayed both ways.
 */
export async function createBff(
  config: BffConfig,
  log: Logger = createLogger(config.logLevel),
  {
    now = Date.now,
    memory,
  }: {
    now?: () => number;
    /** Told when each GraphQL request starts; the returned function when it is done. */
    memory?: { begin(): () => void };
  } = {},
): Promise<Bff> {
  const transport = new RestTransport(config.apiUrl, config.apiTimeoutMs);
  const refresher = new SessionRefresher();
  const publicCache = new PublicCache({ now });
  const uploads = new DocumentUploads(config);
  const server = createServer();
  holdIdleConnections(server);
  const apollo = createApollo(config, server);
  await apollo.start();

  async function handleGraphQL(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const started = performance.now();
    let raw: string;
    try {
      raw = req.method === 'POST' ? await readBody(req, config.bodyLimitBytes) : '';
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return sendJson(res, 413, {
          errors: [
            { message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
          ],
        });
      throw error;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    let body: unknown = raw;
    if (raw && (headers.get('content-type') ?? '').includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        return sendJson(res, 400, { errors: [{ message: 'Malformed JSON body' }] });
      }
    }
    const context = createContext({ config, transport, refresher, publicCache }, req);
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
      context: async () => context,
    });
    for (const [key, value] of result.headers) res.setHeader(key, value);
    if (context.cookies.outgoing.length) res.setHeader('set-cookie', context.cookies.outgoing);
    // Where the time went (the web server passes it on with the page), as devtools show it.
    res.setHeader('server-timing', context.timing.header(performance.now() - started));
    res.statusCode = result.status ?? 200;
    if (result.body.kind === 'complete') return void res.end(result.body.string);
    for await (const chunk of result.body.asyncIterator) res.write(chunk);
    res.end();
  }

  const accessLog = log.isLevelEnabled('info');
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bff');
    // The request id travels on to the API (x-request-id), so one visitor's request can be
    // followed through both logs.
    const requestId = requestIdOf(req);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    const started = performance.now();
    // The access line is written at info; below that level no listener is added at all.
    if (accessLog)
      res.once('finish', () => {
        log.info(
          {
            requestId,
            method: req.method,
            path: url.pathname,
            status: res.statusCode,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
      });
    const route = async () => {
      if (url.pathname === '/graphql') {
        const done = memory?.begin();
        if (done) res.once('close', done);
        return handleGraphQL(req, res, url);
      }
      if (url.pathname === DOCUMENT_UPLOAD_PATH) return uploads.handle(req, res);
      if (url.pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (url.pathname === '/readyz') {
        const ready = await transport.ready();
        return sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'api unavailable' });
      }
      return sendJson(res, 404, { errors: [{ message: 'Not found' }] });
    };
    route().catch((error: unknown) => {
      log.error({ err: error, requestId, path: url.pathname }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
      else res.end();
    });
  });

  return {
    server,
    apollo,
    transport,
    listen: (port, host) =>
      new Promise((resolve) => {
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    async close() {
      // Apollo's drain plugin stops the HTTP server and waits for in-flight requests.
      await apollo.stop();
      await transport.close();
      await uploads.close();
    },
  };
}
