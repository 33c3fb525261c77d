import { describe, expect, it } from 'vitest';
import { importPrices } from '../../src/feeds/price-import.ts';
import { startTestApp, useTestApp } from '../support/app.ts';
import { databaseKinds } from '../support/db.ts';

/**
 * The planner picks a listing's indexes by the statistics of `listing_rows`, which the products'
 * triggers fill: PGlite has no autovacuum, so the seed and a price import gather them themselves.
 */
describe.each(databaseKinds())('statistics of the listing rows on %s', (kind) => {
  const t = useTestApp(() => startTestApp(kind));

  /** The columns of `listing_rows` the planner has statistics of, and the prices' histogram. */
  async function statistics() {
    const { rows } = await t.db.query<{ attname: string; bounds: string | null }>(
      `SELECT attname, histogram_bounds::text AS bounds FROM pg_stats
       WHERE schemaname = current_schema() AND tablename = 'listing_rows'`,
    );
    return {
      columns: rows.map((r) => r.attname).sort(),
      prices: rows.find((r) => r.attname === 'user_price')?.bounds ?? '',
    };
  }

  it('are gathered by the seed for every column a listing filters or sorts on', async () => {
    const { columns } = await statistics();
    expect(columns).toEqual(
      expect.arrayContaining([
        'brand_id',
        'category_path',
        'created_at',
        'popularity',
        'promo_ids',
        'seller_id',
        'user_price',
      ]),
    );
  });

  it('follow a price import of the whole catalogue', async () => {
    const { rows } = await t.db.query<{ sku: string; price: number }>(
      'SELECT sku, user_price::float8 AS price FROM products ORDER BY id',
    );
    expect((await statistics()).prices).not.toContain('987654');
    // The first product's price goes up; the others' stay.
    const lines = rows.map((r, i) => `${r.sku};${i === 0 ? 987654 : r.price}`);
    await importPrices(t.db, `sku;price\n${lines.join('\n')}\n`, {
      kind: 'CLI',
      now: new Date(),
    });
    expect((await statistics()).prices).toContain('987654');
  });
});
