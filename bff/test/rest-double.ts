import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (call: RecordedCall) =>
  | {
      status: number;
      body?: unknown;
      setCookie?: string[];
      delayMs?: number;
      headers?: Record<string, string>;
    }
  | undefined;

/** The REST API's error answer: a status and the body with its code and message. */
export const failure = (
  status: number,
  code: string,
  message = code,
  details?: Record<string, unknown>,
) => ({ status, body: { code, message, ...(details ? { details } : {}) } });

/** A stand-in for the REST API: records every call and answers from a programmable handler. */
export class RestDouble {
  readonly calls: RecordedCall[] = [];
  handler: Handler = () => undefined;
  /** Where the double listens, once started. */
  url = '';
  private server: Server | undefined;

  /** Listens on `port` (0: any free one), so a test can stop the API and start it again. */
  async start(port = 0): Promise<string> {
    this.server = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const call = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      this.calls.push(call);
      const answer = this.handler(call) ?? {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'nope' },
      };
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      if (answer.setCookie) res.setHeader('set-cookie', answer.setCookie);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', r));
    const address = this.server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    this.url = `http://127.0.0.1:${address.port}`;
    return this.url;
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((c) => c.path.split('?')[0] === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }
}
