import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/apollo.ts';
import { settings } from './fixtures.ts';
import { useHarness } from './harness.ts';

/** Streams a body of `bytes` to the BFF the way a proxy does, and reads the answer. */
function streamBody(url: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(16 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.write('{"query":"{ market { id } }","x":"');
    pump();
  });
}

describe('bad input is the client’s error, never an outage', () => {
  const h = useHarness();

  it('answers a document over the token limit with 400', async () => {
    const res = await h.gql(`{ market { ${'id '.repeat(LIMITS.tokens * 3)}} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.body.errors?.[0]?.message).toMatch(/tokens/);
  });

  it('says only that the cost limit was passed, not the computed cost', async () => {
    h.api.handler = () => ({ status: 200, body: settings() });
    const level = (n: number): string =>
      n === 0 ? 'id' : `id slug title children { ${level(n - 1)} }`;
    const costly = `{ ${Array.from({ length: LIMITS.aliases }, (_, i) => `a${i}: categoryCatalog { categories { ${level(7)} } }`).join(' ')} }`;
    const res = await h.gql(costly);
    const message = res.body.errors?.[0]?.message ?? '';
    expect(message).toMatch(/cost/i);
    expect(message).not.toMatch(/found/i);
    expect(message.replace(String(LIMITS.cost), '')).not.toMatch(/\d{3,}/);
  });

  it('answers a body over the limit with a typed 413, even while it is still arriving', async () => {
    const res = await streamBody(h.url, 2 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({
      errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('refuses an over-long search text or slug itself, as BAD_USER_INPUT', async () => {
    h.api.calls.length = 0;
    h.api.handler = () => ({ status: 200, body: { queries: [], categories: [], products: [] } });
    const text = 'д'.repeat(45_000);
    const search = await h.gql(
      'query ($t: String!) { searchSuggestions(text: $t) { brands { id } } }',
      {
        variables: { t: text },
      },
    );
    expect(search.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'REQUEST_TOO_LONG',
    });
    const product = await h.gql('query ($s: String!) { product(slug: $s) { id } }', {
      variables: { s: 'a'.repeat(16_000) },
    });
    expect(product.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(h.api.calls).toHaveLength(0);
  });

  it.each([413, 414, 431])('maps REST %i to BAD_USER_INPUT, not an outage', async (status) => {
    h.api.handler = () => ({
      status,
      body: { code: 'TOO_LARGE', message: 'Слишком длинный запрос' },
    });
    const res = await h.gql('{ homePage { seo { pageTitle } } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
