import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, setFileHeaders } from './security.ts';

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

describe('the headers of a file', () => {
  const app = new Hono();
  app.get('*', (c) => {
    setFileHeaders(c);
    return c.text('file');
  });

  it("say nosniff and same-origin only, none of a page's", async () => {
    const res = await app.request('/assets/a1b2c3.js');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    for (const pageOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options']) {
      expect(res.headers.get(pageOnly), pageOnly).toBeNull();
    }
  });

  it('give an SVG, a document when opened alone, a policy that runs nothing', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });
});
