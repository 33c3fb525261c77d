import type { ApiConfig } from '../config.ts';
import type { Database, Sql } from '../db/types.ts';
import { brands } from './brands.ts';
import { homeFor, layoutFor, settingsFor, type SeedImage } from './content.ts';
import { seedCities } from './cities/index.ts';
import { seedRegistry } from './registry/index.ts';
import { seedCatalog } from './catalog/index.ts';
import { seedCheckout } from './checkout/index.ts';
import { insertImages } from './images.ts';
import { seedContentPages } from './pages/index.ts';

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
    await seedContentPages(tx, brand);
  }
  await insertImages(tx, [...images.values()]);
}

/** Seeds the demo store when the database has no markets yet; the market rows are refreshed always. */
export async function seed(db: Database, config: Pick<ApiConfig, 'productMarket'>): Promise<void> {
  await db.transaction((tx) => seedMarkets(tx, config));
  await seedCities(db);
  await seedRegistry(db);
  await seedCatalog(db, config);
  await seedCheckout(db);
}
