import { fileURLToPath } from 'node:url';

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  productMarket: { id: string; name: string };
  logLevel: string;
  production: boolean;
  development: boolean;
  seedProducts: number;
}

const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** Reads the API's settings from the environment; every value has a development default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port: Number(env.API_PORT ?? 8080),
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: env.PGLITE_DATA_DIR ?? defaultDataDir,
    productMarket: {
      id: env.PRODUCT_MARKET_ID ?? 'store',
      name: env.PRODUCT_MARKET_NAME ?? 'Инструмент.Про',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    production: nodeEnv === 'production',
    development: nodeEnv === 'development',
    seedProducts: Number(env.SEED_PRODUCTS ?? 5000),
  };
}
