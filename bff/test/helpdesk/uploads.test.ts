import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bff } from '../../src/server.ts';
import { listenBff } from '../harness.ts';

/** A REST API stand-in that records each upload as its bytes arrive, not only once whole. */
class StreamingApi {
  uploads: { req: IncomingMessage; received: number; ended: boolean; aborted: boolean }[] = [];
  answer: { status: number; body: unknown } = { status: 200, body: {} };
  private server: Server = createServer((req, res) => {
    const upload = { req, received: 0, ended: false, aborted: false };
    this.uploads.push(upload);
    req.on('data', (chunk: Buffer) => (upload.received += chunk.length));
    req.on('close', () => {
      if (!upload.ended) upload.aborted = true;
    });
    req.on('end', () => {
      upload.ended = true;
      res.writeHead(this.answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(this.answer.body));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const BOUNDARY = '----upload';
const KB = 1024;
const head = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="scan.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

describe('the document upload route', () => {
  const api = new StreamingApi();
  let bff: Bff;
  let url: string;

  beforeAll(async () => {
    const running = await listenBff(await api.start(), { API_TIMEOUT_MS: '5000' });
    bff = running.bff;
    url = new URL('/uploads/helpdesk/documents', running.url).href;
  });
  afterAll(async () => {
    await bff.close();
    await api.stop();
  });
  beforeEach(() => {
    api.uploads = [];
    api.answer = { status: 200, body: {} };
  });

  /** Starts an upload of `size` filler bytes; the caller writes and ends it. */
  function upload(size: number, headers: Record<string, string> = {}) {
    const req = request(url, {
      method: 'POST',
      headers: {
        host: 'sprout.localhost:3000',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + size + tail.length),
        'apollo-require-preflight': 'true',
        cookie: 'city_kladr_id=7700000000000; access_token=abc',
        ...headers,
      },
    });
    const response = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      req.on('response', async (res) => {
        let text = '';
        for await (const chunk of res) text += String(chunk);
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
      req.on('error', reject);
    });
    req.write(head);
    return { req, response };
  }

  it('passes the file on to the API while it is still arriving, with the market and cookies', async () => {
    api.answer = {
      status: 200,
      body: { id: 'd-1', file_name: 'scan.pdf', content_type: 'application/pdf', size: 512 * KB },
    };
    const { req, response } = upload(512 * KB);
    req.write(Buffer.alloc(256 * KB, 0x41));
    // The API has bytes of the file before the browser sent the rest: nothing waits for it whole.
    await expect.poll(() => api.uploads[0]?.received ?? 0).toBeGreaterThan(128 * KB);
    expect(api.uploads[0]?.ended).toBe(false);
    req.end(Buffer.concat([Buffer.alloc(256 * KB, 0x41), tail]));
    expect(await response).toEqual({
      status: 200,
      body: {
        document: {
          id: 'd-1',
          fileName: 'scan.pdf',
          contentType: 'application/pdf',
          size: 512 * KB,
        },
      },
    });
    const { headers, url: path } = api.uploads[0]!.req;
    expect(path).toBe('/v0/helpdesk/documents');
    expect(headers['x-market-id']).toBe('sprout');
    expect(headers['x-city-kladr-id']).toBe('7700000000000');
    expect(headers.cookie).toContain('access_token=abc');
    expect(headers['content-type']).toBe(`multipart/form-data; boundary=${BOUNDARY}`);
  });

  it('drops the call to the API when the buyer cancels', async () => {
    const { req, response } = upload(512 * KB);
    response.catch(() => undefined);
    req.write(Buffer.alloc(128 * KB, 0x41));
    await expect.poll(() => api.uploads[0]?.received ?? 0).toBeGreaterThan(64 * KB);
    req.destroy();
    await expect.poll(() => api.uploads[0]?.aborted).toBe(true);
  });

  it('answers a refused file as a user error with the API status', async () => {
    api.answer = {
      status: 413,
      body: {
        code: 'FILE_TOO_LARGE',
        message: 'Файл «scan.pdf» больше 10 МБ',
        details: { limit: 'FILE_SIZE' },
      },
    };
    const { req, response } = upload(KB);
    req.end(Buffer.concat([Buffer.alloc(KB, 0x41), tail]));
    expect(await response).toEqual({
      status: 413,
      body: {
        document: null,
        userErrors: [
          { field: ['document'], message: 'Файл «scan.pdf» больше 10 МБ', code: 'FILE_TOO_LARGE' },
        ],
      },
    });
  });

  it('refuses an upload without the header a foreign page cannot send, as /graphql does', async () => {
    const { req, response } = upload(KB, { 'apollo-require-preflight': '' });
    req.end(Buffer.concat([Buffer.alloc(KB, 0x41), tail]));
    const answer = await response;
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Cross-Site Request Forgery');
    expect(api.uploads).toHaveLength(0);
  });
});
