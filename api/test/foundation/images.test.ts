import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ImageRenderer } from '../../src/images/render.ts';
import { IMAGE_WIDTHS } from '../../src/images/widths.ts';
import { startTestApp, useTestApp } from '../support/app.ts';

describe('images', () => {
  const t = useTestApp(() => startTestApp('pglite'));

  it('renders WebP at the asked width keeping the aspect ratio, cacheable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/garwin-slide-1?width=1515' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1515);
    expect(meta.height).toBe(420);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/images/category-krepezh?width=160' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/images/category-krepezh?width=160',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves only the widths the pages ask for, each rendition rendered once', async () => {
    for (const width of [1517, 333, 16]) {
      const odd = await t.app.inject({
        method: 'GET',
        url: `/images/garwin-slide-1?width=${width}`,
      });
      expect(odd.statusCode, String(width)).toBe(400);
      expect(odd.json().code).toBe('IMAGE_WIDTH_NOT_SERVED');
    }
    const renderer = Object.getPrototypeOf(new ImageRenderer()) as { renderNew: unknown };
    const spy = vi.spyOn(renderer as { renderNew: () => unknown }, 'renderNew');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'GET', url: '/images/garwin-slide-1?width=960' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('serves every width the web pages ask for', async () => {
    const webSrc = fileURLToPath(new URL('../../../web/src/', import.meta.url));
    const asked = new Set<number>();
    for (const file of await readdir(webSrc, { recursive: true })) {
      if (!/\.(tsx?|graphql)$/.test(file) || file.includes('__generated__')) continue;
      const text = await readFile(`${webSrc}${file}`, 'utf8');
      for (const match of text.matchAll(/url\(width: (\d+)\)/g)) asked.add(Number(match[1]));
    }
    expect(asked.size).toBeGreaterThan(3);
    expect([...asked].filter((width) => !IMAGE_WIDTHS.includes(width))).toEqual([]);
  });

  it('rejects a width out of range and an unknown image', async () => {
    const wide = await t.app.inject({ method: 'GET', url: '/images/garwin-slide-1?width=99999' });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().code).toBe('VALIDATION_FAILED');
    const missing = await t.app.inject({ method: 'GET', url: '/images/no-such-image' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});
