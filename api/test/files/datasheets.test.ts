import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../support/app.ts';

describe('product documents', () => {
  const t = useTestApp(() => startTestApp('pglite'));

  it('serves every datasheet a product page links to as a PDF naming the product', async () => {
    const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM products LIMIT 1');
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/pages/product_catalog/${rows[0]?.slug}`,
      headers: { 'x-market-id': 'garwin' },
    });
    const { datasheets, sku } = page.json<{
      product: { datasheets: { url: string }[]; sku: string };
    }>().product;
    expect(datasheets.length).toBeGreaterThan(0);
    for (const { url } of datasheets) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = res.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain(`SKU ${sku}`);
      // The cross-reference table points at each object.
      const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(start, start + 4)).toBe('xref');
    }
  });

  it('answers 404 for an unknown product or document kind', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/files/datasheets/NOPE-1-manual.pdf',
    });
    expect(unknown.statusCode).toBe(404);
    const { rows } = await t.db.query<{ sku: string }>('SELECT sku FROM products LIMIT 1');
    const kind = await t.app.inject({
      method: 'GET',
      url: `/files/datasheets/${rows[0]?.sku}-invoice.pdf`,
    });
    expect(kind.statusCode).toBe(404);
  });
});
