import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness.ts';

const CITIES = '{ searchCities(query: "Мо") { name } }';

/** A BFF that trusts the given TRUST_PROXY hops, before an API that finds no cities. */
const trusting = (hops: string) =>
  useHarness({
    env: { TRUST_PROXY: hops },
    handler: () => ({ status: 200, body: { cities: [] } }),
  });

describe('the visitor address on REST calls, behind a trusted web server', () => {
  // The web server is the only trusted caller (here it connects from loopback).
  const h = trusting('loopback');

  it('passes on the one address the web server tells', async () => {
    await h.gql(CITIES, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(h.api.calls[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('uses the caller itself when nothing was forwarded', async () => {
    await h.gql(CITIES);
    expect(h.api.calls[0]?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });
});

describe('the visitor address when the BFF is reached directly', () => {
  const h = trusting('10.0.0.0/8');

  it('believes no X-Forwarded-For from a caller that is not a web server', async () => {
    await h.gql(CITIES, { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } });
    expect(h.api.calls[0]?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});
