import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyWordQuery,
  MOST_LOOK_ALIKES,
  parseText,
} from '../../src/repositories/catalog/conditions.ts';
import { lookAlikes } from '../../src/repositories/catalog/typo-words.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';
import { coldListing } from './helpers.ts';

/**
 * Typos of the seeded catalogue's titles, brands and models (full-text search finds none): a few
 * look-alikes each, and mistyped parts of model names like many («gsrr», «dhpp»).
 */
const TYPOS = [
  'шуруповерд',
  'перфоратр',
  'гайковерд',
  'краскопульд',
  'макитта',
  'шуруповерд бошш',
  'gsrr',
  'dhpp',
  'tee2',
];

describe.each(databaseKinds())('a typo’s look-alikes on %s', (kind) => {
  let t: TestApp;
  let list: ReturnType<typeof coldListing>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    list = coldListing(t);
  });
  afterAll(() => t.close());

  it('groups the catalogue’s words like each typed word by likeness, the likest first', async () => {
    const match = parseText('шуруповерд ab');
    if (!match) throw new Error('no words');
    const { typos } = await lookAlikes(t.db, match);
    // Words shorter than three letters are not matched by likeness.
    expect(typos).toHaveLength(1);
    const groups = typos?.[0] ?? [];
    expect(groups.map((g) => g.words).flat()).toContain('шуруповерт');
    const likeness = groups.map((g) => g.similarity);
    expect(likeness).toEqual([...likeness].sort((a, b) => b - a));
    const { rows } = await t.db.query<{ word: string; similarity: number }>(
      `SELECT word, word_similarity('шуруповерд', word) AS similarity FROM catalog_words
       WHERE word_similarity('шуруповерд', word) >= 0.6 ORDER BY word`,
    );
    expect(
      groups.flatMap((g) => g.words.map((word) => ({ word, similarity: g.similarity }))),
    ).toEqual(expect.arrayContaining(rows));
    expect(groups.flatMap((g) => g.words)).toHaveLength(rows.length);
  });

  it('finds and orders a typo’s products as their whole text’s likeness to it does', async () => {
    let found = 0;
    let wide = 0;
    for (const text of TYPOS) {
      const match = parseText(text);
      if (!match) throw new Error('no words');
      const { typos } = await lookAlikes(t.db, match);
      const most = Math.max(...(typos ?? []).map((g) => g.flatMap((x) => x.words).length));
      if (most > MOST_LOOK_ALIKES) wide += 1;
      const res = await list({ text, page_size: 100 });
      const words = parseText(text)?.words.filter((w) => w.length >= 3) ?? [];
      const { rows } = await t.db.query<{ id: string }>(
        `SELECT id::text AS id FROM products
         WHERE (SELECT bool_and(w <% search_text) FROM unnest($1::text[]) AS w)
         ORDER BY (SELECT sum(word_similarity(w, search_text)) FROM unnest($1::text[]) AS w) DESC,
           popularity DESC, id LIMIT 100`,
        [words],
      );
      expect(
        res.products.map((p) => p.id),
        text,
      ).toEqual(rows.map((r) => r.id));
      if (rows.length === 0) continue;
      found += 1;
      expect(res.is_accurate, text).toBe(false);
    }
    expect(found).toBeGreaterThanOrEqual(6);
    // Both ways of matching are compared: by the look-alikes, and by the whole text's likeness.
    expect(wide).toBeGreaterThan(0);
    expect(wide).toBeLessThan(found);
  });

  it('knows the words a product was given after the seed, and a new product’s', async () => {
    const typo = 'зубодробилко';
    expect((await list({ text: typo })).total_size).toBe(0);
    const { rows } = await t.db.query<{ id: number }>('SELECT min(id) AS id FROM products');
    const id = Number(rows[0]?.id);
    await t.db.query(
      `UPDATE products SET search_text = search_text || ' зубодробилка' WHERE id = $1`,
      [id],
    );
    const changed = await list({ text: typo, with_facets: true });
    expect(changed.products.map((p) => Number(p.id))).toEqual([id]);
    expect(changed.total_size).toBe(1);
    await t.db.query(
      `INSERT INTO products (id, slug, sku, title, brand_id, category_id, category_path, seller_id,
         base_price, user_price, discount, status, popularity, rating, created_at, image_ids,
         promo_ids, enum_props, num_keys, num_values, search_text, search_extra)
       SELECT 999999, 'zubodrobilka-new', 'ZD-1', 'Зубодробилка новая', brand_id, category_id,
         category_path, seller_id, base_price, user_price, discount, status, 0, rating,
         created_at, image_ids, promo_ids, enum_props, num_keys, num_values,
         'зубодробилка новая', search_extra
       FROM products WHERE id = $1`,
      [id],
    );
    const added = await list({ text: typo });
    expect(added.products.map((p) => Number(p.id))).toEqual([id, 999999]);
  });

  it('writes any word as itself in a query of words', async () => {
    const query = anyWordQuery(["it's", 'a\\b', 'x|y']);
    const { rows } = await t.db.query<{ words: string }>(
      `SELECT $1::tsquery::text AS words,
         'it''s a\\b x|y'::tsvector @@ $1::tsquery AS found`,
      [query],
    );
    expect(rows[0]).toMatchObject({ words: `'it''s' | 'a\\\\b' | 'x|y'`, found: true });
  });
});
