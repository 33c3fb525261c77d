import fp from 'fastify-plugin';
import type { Database } from '../db/types.ts';
import type { MarketRepository } from '../repositories/market/markets.ts';
import { authRoutes } from '../routes/auth/index.ts';
import { cabinetRoutes } from '../routes/cabinet/index.ts';
import { cityRoutes } from '../routes/city/index.ts';
import { usersRoutes } from '../routes/users/index.ts';
import { marketContextSources } from '../routes/users/sources.ts';
import { authPlugin } from './plugin.ts';

/**
 * Sign-in, sessions, the user's profile and context, and cities: one registration in the app.
 * Wrapped with fastify-plugin so the session guard covers every /v1/users/me route of the app.
 */
export const accountFeature = fp<{ db: Database; markets: MarketRepository }>(
  async (app, { db, markets }) => {
    await app.register(authPlugin, { db });
    await app.register(authRoutes);
    await app.register(usersRoutes, { sources: marketContextSources(markets) });
    await app.register(cityRoutes, { db });
    await app.register(cabinetRoutes);
  },
  { name: 'store-account' },
);
