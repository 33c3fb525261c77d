import type { ApiConfig } from '../../config.ts';
import type { Database, Sql } from '../../db/types.ts';
import { SELLERS } from '../catalog-tiles.ts';
import { ensureCatalogSummary } from '../../repositories/catalog/facet-summary.ts';
import { insertImages } from '../images.ts';
import { BRANDS } from './brands.ts';
import { generateProducts, type ProductRow } from './products.ts';
import { PROMOS } from './promos.ts';
import { insertReference } from './reference.ts';

export const DEFAULT_SEED_PRODUCTS = 5000;
const BATCH = 2000;

/** Writes one batch of products and their page details, one statement per table. */
export async function insertProducts(tx: Sql, rows: readonly ProductRow[]): Promise<void> {
  const col = <T>(pick: (r: ProductRow) => T) => rows.map(pick);
  await tx.query(
    `INSERT INTO products (id, slug, sku, title, brand_id, category_id, category_path, seller_id,
       base_price, user_price, discount, status, popularity, rating, created_at, image_ids,
       promo_ids, enum_props, num_keys, num_values, search_text, search_extra)
     SELECT id, slug, sku, title, brand_id, category_id, string_to_array(category_path, ',')::int[],
       seller_id, base_price, user_price, discount, status, popularity, rating, created_at,
       string_to_array(image_ids, ' '), string_to_array(promo_ids, ',')::int[],
       string_to_array(enum_props, E'\\x1f'), string_to_array(num_keys, ','),
       string_to_array(num_values, ',')::float8[], search_text, search_extra
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[],
       $8::int[], $9::numeric[], $10::numeric[], $11::int[], $12::text[], $13::int[], $14::real[],
       $15::timestamptz[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[],
       $21::text[], $22::text[])
       AS p(id, slug, sku, title, brand_id, category_id, category_path, seller_id, base_price,
         user_price, discount, status, popularity, rating, created_at, image_ids, promo_ids,
         enum_props, num_keys, num_values, search_text, search_extra)`,
    [
      col((r) => r.id),
      col((r) => r.slug),
      col((r) => r.sku),
      col((r) => r.title),
      col((r) => r.brandId),
      col((r) => r.categoryId),
      col((r) => r.categoryPath.join(',')),
      col((r) => r.sellerId),
      col((r) => r.basePrice),
      col((r) => r.userPrice),
      col((r) => r.discount),
      col((r) => r.status),
      col((r) => r.popularity),
      col((r) => r.rating),
      col((r) => r.createdAt),
      col((r) => r.imageIds.join(' ')),
      col((r) => r.promoIds.join(',')),
      col((r) => r.enumProps.join('\x1f')),
      col((r) => r.numKeys.join(',')),
      col((r) => r.numValues.join(',')),
      col((r) => r.searchText),
      col((r) => r.searchExtra),
    ],
  );
  await tx.query(
    `INSERT INTO product_details (product_id, details)
     SELECT id, details::jsonb FROM unnest($1::int[], $2::text[]) AS d(id, details)`,
    [col((r) => r.id), col((r) => JSON.stringify(r.details))],
  );
}

/**
 * Seeds the demo catalogue when it is empty: reference data, then `count` generated products in
 * batches. Returns the number of products written (0 when the catalogue was already there).
 */
export async function seedCatalog(
  db: Database,
  config: Partial<Pick<ApiConfig, 'seedProducts' | 'productMarket'>>,
  now = Date.now(),
): Promise<number> {
  const { rows } = await db.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM categories) AS present',
  );
  if (rows[0]?.present) {
    await ensureCatalogSummary(db);
    return 0;
  }
  const asked = config.seedProducts ?? DEFAULT_SEED_PRODUCTS;
  const count = Number.isFinite(asked) && asked >= 0 ? Math.floor(asked) : DEFAULT_SEED_PRODUCTS;
  const written = await db.transaction(async (tx) => {
    const { leaves, images } = await insertReference(tx, now);
    await insertImages(tx, images);
    const ctx = {
      leaves,
      brandIds: new Map(BRANDS.map((b, i) => [b.title, i + 1])),
      sellerIds: new Map(SELLERS.map((s, i) => [s.slug as string, i + 1])),
      promos: PROMOS.map((p, i) => ({ ...p.rule, id: i + 1 })),
      total: count,
    };
    for (let from = 1; from <= count; from += BATCH) {
      const batch = generateProducts(ctx, from, Math.min(from + BATCH, count + 1));
      await insertProducts(tx, batch.products);
      await insertImages(tx, batch.images);
    }
    return count;
  });
  // Fresh statistics, so the planner picks the search indexes from the first query on, and the GIN
  // indexes' pending lists merged, so no query has to scan them (outside the transaction, as
  // VACUUM must be). The listing rows the products' triggers wrote are included: PGlite has no
  // autovacuum, so without this its planner would never know how a category's, a brand's or a
  // price's rows are spread. So are the catalogue's words (a typo's look-alikes are looked up by
  // their trigram index: with its pending list unmerged, 3 ms instead of 0.1 on 100,000 products).
  await db.query(
    `VACUUM ANALYZE products, product_details, categories, brands, promos, search_queries,
       listing_rows, listing_terms, catalog_words`,
  );
  // Facet counts of every category, promotion and seller, so no first visitor waits for them.
  await ensureCatalogSummary(db);
  await db.query('VACUUM ANALYZE catalog_facet_summary, catalog_version');
  return written;
}
