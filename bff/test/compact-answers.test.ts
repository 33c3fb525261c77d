import { describe, expect, it } from 'vitest';
import { settings } from './fixtures.ts';
import { useHarness } from './harness.ts';

describe('GraphQL answers on the wire', () => {
  const h = useHarness({
    handler: (call) =>
      call.path === '/v1/settings' ? { status: 200, body: settings() } : undefined,
  });

  it('are compact JSON, without the indentation a pretty printer adds', async () => {
    const res = await fetch(h.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ market { id name settings { geolocation } } }' }),
    });
    const text = await res.text();
    expect(text).toBe(
      '{"data":{"market":{"id":"garwin","name":"GARWIN","settings":{"geolocation":true}}}}',
    );
    expect(res.headers.get('server-timing')).toMatch(/^upstream;dur=[\d.]+;desc="1 REST call, /);
  });
});
