import fp from 'fastify-plugin';
import type { Database } from '../../db/types.ts';
import type { MarketRepository } from '../../repositories/market/markets.ts';
import { catalogListingRoutes } from './listings.ts';
import { catalogPageRoutes } from './pages.ts';
import { catalogSearchRoutes } from './search.ts';

/** The catalogue: pages, listings with facets, recommendations and search suggestions. */
export const catalogFeature = fp<{ db: Database; markets: MarketRepository }>(
  async (app, { db, markets }) => {
    const options = { db, marketName: (id: string) => markets.get(id).settings.market.name };
    await app.register(catalogPageRoutes, options);
    await app.register(catalogListingRoutes, options);
    await app.register(catalogSearchRoutes, options);
  },
  { name: 'store-catalog' },
);
