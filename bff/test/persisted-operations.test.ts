import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/apollo.ts';
import { home, settings } from './fixtures.ts';
import { useHarness } from './harness.ts';

const HOME =
  '{ market { id name } homePage { seo { pageTitle } slides { image { url(width: 300) } } } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const byHash = (text: string, hash = sha256(text)) => ({
  persistedQuery: { version: 1, sha256Hash: hash },
});

describe('operations sent by their hash (as the web server sends them)', () => {
  const h = useHarness({
    handler: (call) => {
      if (call.path === '/v1/settings') return { status: 200, body: settings() };
      if (call.path === '/v1/pages/home') return { status: 200, body: home };
      return undefined;
    },
  });

  const post = async (body: unknown) => {
    const res = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('asks for the text of a hash it does not know, with an error the client recognises', async () => {
    const res = await post({ extensions: byHash('{ market { id } }') });
    expect(res.body).toMatchObject({
      errors: [
        { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
      ],
    });
    expect(res.body.data).toBeUndefined();
  });

  it('answers a known hash exactly as the text, however many times it is sent', async () => {
    const asText = await post({ query: HOME });
    const registered = await post({ query: HOME, extensions: byHash(HOME) });
    expect(registered).toEqual(asText);
    for (let i = 0; i < 3; i += 1) expect(await post({ extensions: byHash(HOME) })).toEqual(asText);
    expect(asText.body).toMatchObject({ data: { market: { id: 'garwin' } } });
  });

  it('refuses a text that does not match its hash', async () => {
    const res = await post({ query: HOME, extensions: byHash(HOME, sha256('{ market { id } }')) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [{ message: 'provided sha does not match query' }] });
  });

  it('holds an operation registered by hash to the same limits as its text', async () => {
    const aliased = `{ ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: market { id }`).join(' ')} }`;
    const res = await post({ query: aliased, extensions: byHash(aliased) });
    expect(res.body).toMatchObject({
      errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    });
    expect(await post({ extensions: byHash(aliased) })).toMatchObject({
      body: { errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
    });
  });
});
