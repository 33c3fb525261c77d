import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

async function policyOf(options: Parameters<typeof securityHeaders>[0]): Promise<string> {
  const app = new Hono();
  app.use(securityHeaders(options));
  app.get('/', (c) => c.text('ok'));
  const res = await app.request('/');
  return res.headers.get('content-security-policy') ?? '';
}

describe('the content security policy', () => {
  it('lets the Metrica tag load and report only when a counter is configured', async () => {
    const without = await policyOf({ production: true });
    expect(without).not.toContain('mc.yandex.ru');
    const withCounter = await policyOf({ production: true, analytics: true });
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      const value = withCounter.split(';').find((d) => d.trim().startsWith(directive)) ?? '';
      expect(value).toContain('https://mc.yandex.ru');
    }
  });
});
