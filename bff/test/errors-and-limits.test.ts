import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from './fixtures.ts';
import { startHarness, type Harness } from './harness.ts';

describe('error mapping and request limits', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

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
    h.api.handler = () => ({ status: 200, body: settings(), delayMs: 1500 });
    const started = Date.now();
    const res = await h.gql('{ market { id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(1450);
  });

  it('maps an unreachable API to UPSTREAM_UNAVAILABLE', async () => {
    const down = await startHarness({ API_URL: 'http://127.0.0.1:9' });
    const res = await down.gql('{ market { id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await down.close();
  });

  it('blocks a simple cross-site request (CSRF prevention)', async () => {
    const res = await fetch(`${h.url}?query=${encodeURIComponent('{ ping }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('CSRF');
  });

  it('rejects too aliased, too deep and too long operations', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: ping`).join(' ');
    const many = await h.gql(`{ ${aliases} }`);
    expect(many.body.data ?? null).toBeNull();
    expect(many.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const fine = Array.from({ length: 10 }, (_, i) => `a${i}: ping`).join(' ');
    expect((await h.gql(`{ ${fine} }`)).body.errors).toBeUndefined();
    const deep = `{ ${'market { '.repeat(12)}id${' }'.repeat(12)} }`;
    expect((await h.gql(deep)).body.errors?.[0]?.extensions?.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    const long = `{ ${'ping '.repeat(2500)} }`;
    expect((await h.gql(long)).body.errors?.[0]?.extensions?.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('rejects a body over the size limit with 413', async () => {
    const res = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ping } # ${'x'.repeat(200_000)}` }),
    });
    expect(res.status).toBe(413);
  });

  it('hides field suggestions outside development', async () => {
    const res = await h.gql('{ pin }');
    expect(res.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
