import type { ApiConfig } from '../config.ts';
import type { Database, Sql } from '../db/types.ts';
import { brands } from './brands.ts';
import { homeFor, layoutFor, settingsFor, type SeedImage } from './content.ts';
import { seedCities } from './cities/index.ts';
import { seedRegistry } from './registry/index.ts';
import { seedCatalog } from './catalog/index.ts';

/** Writes markets and their images; safe to run again (upserts). */
export async function seedMarkets(
  tx: Sql,
  config: Pick<ApiConfig, 'productMarket'>,
): Promise<void> {
  const images = new Map<string, SeedImage>();
  for (const brand of brands(config.productMarket)) {
    const { home, images: homeImages } = homeFor(brand);
    for (const image of homeImages) images.set(image.id, image);
    await tx.query(
      `INSERT INTO markets (id, theme, name, settings, layout, home)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET theme = excluded.theme, name = excluded.name,
         settings = excluded.settings, layout = excluded.layout, home = excluded.home,
         updated_at = now()`,
      [
        brand.id,
        brand.theme,
        brand.name,
        JSON.stringify(settingsFor(brand)),
        JSON.stringify(layoutFor(brand)),
        JSON.stringify(home),
      ],
    );
  }
  await insertImages(tx, [...images.values()]);
}

/** Inserts image rows in batches; existing ids are left alone. */
export async function insertImages(tx: Sql, images: readonly SeedImage[]): Promise<void> {
  for (let i = 0; i < images.length; i += 1000) {
    const batch = images.slice(i, i + 1000);
    await tx.query(
      `INSERT INTO images (id, kind, title, hue, accent, glyph)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[])
       ON CONFLICT (id) DO NOTHING`,
      [
        batch.map((b) => b.id),
        batch.map((b) => b.kind),
        batch.map((b) => b.title),
        batch.map((b) => b.hue),
        batch.map((b) => b.accent),
        batch.map((b) => b.glyph),
      ],
    );
  }
}

/** Seeds the demo store when the database has no markets yet; the market rows are refreshed always. */
export async function seed(db: Database, config: Pick<ApiConfig, 'productMarket'>): Promise<void> {
  await db.transaction((tx) => seedMarkets(tx, config));
  await seedCities(db);
  await seedRegistry(db);
  await seedCatalog(db, config);
}
