import { describe, expect, it } from 'vitest';
import { settings } from './fixtures.ts';
import { useHarness } from './harness.ts';

describe('request ids', () => {
  const h = useHarness({ handler: () => ({ status: 200, body: settings() }) });

  it('passes the id the web server sent on to every REST call', async () => {
    await h.gql('{ market { id } }', { headers: { 'x-request-id': 'web-req-42' } });
    expect(h.api.callsTo('/v1/settings').at(-1)?.headers['x-request-id']).toBe('web-req-42');
  });

  it('gives a request without one an id of its own, and answers it', async () => {
    const res = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ market { id } }' }),
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{36}$/);
    expect(h.api.callsTo('/v1/settings').at(-1)?.headers['x-request-id']).toBe(id);
  });

  it('does not take an id that could forge log lines', async () => {
    await h.gql('{ market { id } }', { headers: { 'x-request-id': 'a b {"level":60}' } });
    expect(h.api.callsTo('/v1/settings').at(-1)?.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
  });
});
