import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/apollo.ts';
import { settings } from './fixtures.ts';
import { startHarness, useHarness } from './harness.ts';

describe('error mapping and request limits', () => {
  const h = useHarness();

  it.each([
    [400, 'BAD_USER_INPUT'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'RATE_LIMITED'],
    [500, 'UPSTREAM_UNAVAILABLE'],
  ])('maps REST %i to %s', async (status, code) => {
    h.api.handler = () => ({ status, body: { code: 'X', message: 'Причина' } });
    const res = await h.gql('{ homePage { seo { pageTitle } } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
    if (status < 500) expect(res.body.errors?.[0]?.message).toBe('Причина');
    else expect(res.body.errors?.[0]?.message).not.toContain('Причина');
  });

  it('gives up on a REST call that exceeds the timeout', async () => {
    // The API would answer long after the timeout (1 s), so a busy machine cannot blur the two.
    h.api.handler = () => ({ status: 200, body: settings(), delayMs: 6000 });
    const started = Date.now();
    const res = await h.gql('{ market { id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('maps an unreachable API to UPSTREAM_UNAVAILABLE', async () => {
    const down = await startHarness({ API_URL: 'http://127.0.0.1:9' });
    const res = await down.gql('{ market { id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await down.close();
  });

  it('blocks a simple cross-site request (CSRF prevention)', async () => {
    const res = await fetch(`${h.url}?query=${encodeURIComponent('{ market { id } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('CSRF');
  });

  // Each over-limit operation is valid against the schema, so only the limit can refuse it; the
  // same shape just within the limit is answered.
  it('rejects too aliased operations and answers one within the limit', async () => {
    h.api.handler = () => ({ status: 200, body: settings() });
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: market { id }`).join(' ')} }`;
    const many = await h.gql(aliased(LIMITS.aliases + 1));
    expect(many.body.data ?? null).toBeNull();
    expect(many.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await h.gql(aliased(LIMITS.aliases))).body.errors).toBeUndefined();
  });

  it('rejects too deep operations and answers one within the limit', async () => {
    h.api.handler = () => ({ status: 200, body: { categories: [], seo: { page_title: 'К' } } });
    const nested = (levels: number) =>
      `{ categoryCatalog { categories { ${'children { '.repeat(levels)}id${' }'.repeat(levels)} } } }`;
    const deep = await h.gql(nested(LIMITS.depth));
    expect(deep.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(deep.body.errors?.[0]?.message).toMatch(/depth/i);
    const within = await h.gql(nested(LIMITS.depth - 3));
    expect(within.body.errors?.[0]?.message ?? '').not.toMatch(/depth/i);
  });

  it('rejects too long operations', async () => {
    h.api.handler = () => ({ status: 200, body: settings() });
    const fields = (n: number) => `{ market { ${'id '.repeat(n)}} }`;
    const long = await h.gql(fields(LIMITS.tokens));
    expect(long.status).toBe(400);
    expect(long.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(long.body.errors?.[0]?.message).toMatch(/token/i);
    expect((await h.gql(fields(100))).body.errors).toBeUndefined();
  });

  it('rejects a body over the size limit with 413', async () => {
    const res = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ market { id } } # ${'x'.repeat(200_000)}` }),
    });
    expect(res.status).toBe(413);
  });

  it('hides field suggestions outside development', async () => {
    const res = await h.gql('{ pin }');
    expect(res.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
