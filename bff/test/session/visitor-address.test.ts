import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../harness.ts';

describe('the visitor address on REST calls', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    h.api.handler = () => ({ status: 200, body: { cities: [] } });
  });
  afterAll(() => h.close());

  it('passes on only the hop the web server appended, so a forged chain is ignored', async () => {
    h.api.calls.length = 0;
    await h.gql('{ searchCities(query: "Мо") { name } }', {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    expect(h.api.calls[0]?.headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('uses the caller itself when nothing was forwarded', async () => {
    h.api.calls.length = 0;
    await h.gql('{ searchCities(query: "Мо") { name } }');
    expect(h.api.calls[0]?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });
});
