import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { readConfig, type ApiConfig } from '../../src/config.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/types.ts';
import { seed } from '../../src/seed/index.ts';
import { openTestDatabase, type DatabaseKind } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: ApiConfig;
  close(): Promise<void>;
}

/** The whole API over a fresh migrated and seeded database of the given kind. */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = readConfig({ NODE_ENV: 'test', SEED_PRODUCTS: '300', ...env });
  const db = await openTestDatabase(kind);
  await migrate(db);
  await seed(db, config);
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The app of one `describe`: started before its tests and closed after them. The object is filled
 * in when the app is up, so read it only inside tests and hooks.
 */
export function useTestApp<T extends TestApp>(start: () => Promise<T>): T {
  const ctx = {} as T;
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(ctx, started);
  });
  afterAll(() => started?.close());
  return ctx;
}
