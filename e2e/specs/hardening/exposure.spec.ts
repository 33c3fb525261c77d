import { expect, test } from '@playwright/test';
import { ports } from '../../ports.ts';

/** The web server as a client without a browser reaches it (the default market). */
const web = (path: string) => `http://localhost:${ports.web}${path}`;

test.describe('what the production web server shows', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'no browser involved');

  test('keeps source maps and the build manifest to itself', async ({ request }) => {
    const page = await request.get(web('/'));
    const scripts = [...(await page.text()).matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts.slice(0, 3)) {
      expect((await request.get(web(script))).status(), script).toBe(200);
      expect((await request.get(web(`${script}.map`))).status()).toBe(404);
    }
    for (const path of ['/.vite/manifest.json', '/.vite/ssr-manifest.json']) {
      expect((await request.get(web(path))).status(), path).toBe(404);
    }
  });

  test("sends a page's policy with the page, and a file only a file's headers", async ({
    request,
  }) => {
    const page = await request.get(web('/'));
    expect(page.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    const script = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0] ?? '';
    const sheet = /\/assets\/[\w.-]+\.css/.exec(await page.text())?.[0] ?? '';
    for (const path of [script, sheet]) {
      const file = await request.get(web(path));
      expect(file.status(), path).toBe(200);
      expect(file.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(file.headers()['content-security-policy'], path).toBeUndefined();
      expect(file.headers()['permissions-policy'], path).toBeUndefined();
    }
    const icon = await request.get(web('/favicon.svg'));
    expect(icon.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    // A missing file is a page of the store, with the page's policy.
    const missing = await request.get(web('/missing.svg'));
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toContain("'nonce-");
  });

  test('says nosniff on pictures, documents and GraphQL answers', async ({ request }) => {
    const image = await request.get(web('/images/garwin-slide-1?width=740'));
    expect(image.status()).toBe(200);
    const graphql = await request.post(web('/graphql'), {
      data: { query: '{ market { id } }' },
    });
    expect(graphql.status()).toBe(200);
    const file = await request.get(web('/files/none.pdf'));
    for (const response of [image, graphql, file]) {
      expect(response.headers()['x-content-type-options'], response.url()).toBe('nosniff');
    }
  });

  test('answers bad input as the client’s error, typed', async ({ request }) => {
    // An odd picture width, a body over the limit, a search text too long for an address.
    const odd = await request.get(web('/images/garwin-slide-1?width=1517'));
    expect(odd.status()).toBe(400);
    expect(await odd.json()).toMatchObject({ code: 'IMAGE_WIDTH_NOT_SERVED' });
    const big = await request.post(web('/graphql'), {
      data: { query: `{ market { id } } # ${'x'.repeat(300_000)}` },
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toMatchObject({
      errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    const long = await request.post(web('/graphql'), {
      data: {
        query: 'query ($t: String!) { searchSuggestions(text: $t) { brands { id } } }',
        variables: { t: 'д'.repeat(40_000) },
      },
    });
    expect((await long.json()).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Pages: a slug too long for a REST address, and one with a NUL byte.
    for (const path of [`/tovar/${'a'.repeat(10_000)}`, '/tovar/drel%00']) {
      expect((await request.get(web(path))).status(), path.slice(0, 20)).toBe(400);
    }
  });
});
