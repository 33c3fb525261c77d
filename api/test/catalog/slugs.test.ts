import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH } from '../../src/rules/listing.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { requests } from './helpers.ts';

describe.each(databaseKinds())('catalogue addresses with an impossible slug on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));
  let api: ReturnType<typeof requests>;
  beforeAll(async () => {
    api = requests(t);
  });

  const long = 'a'.repeat(MAX_SLUG_LENGTH + 1);

  it.each(['category_catalog', 'promo_catalog', 'product_catalog', 'seller_catalog'])(
    'answers 404 NOT_FOUND for a slug too long to exist (%s)',
    async (page) => {
      const res = await api.get(`/v1/pages/${page}/${long}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it.each(['category_catalog', 'promo_catalog'])(
    'answers 404 NOT_FOUND for the listing of such a slug (%s)',
    async (page) => {
      const res = await api.post(`/v1/pages/${page}/${long}/products`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('still refuses an over-long search text as a malformed request', async () => {
    const res = await api.post('/v1/products', { text: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
  });
});
