import { hopTrust, type HopTrust } from '@store/visitor-address';

export interface BffConfig {
  port: number;
  host: string;
  apiUrl: string;
  apiTimeoutMs: number;
  defaultMarket: string;
  productMarketId: string;
  marketHosts: Map<string, string>;
  development: boolean;
  cookieSecure: boolean;
  bodyLimitBytes: number;
  /** pino's level: trace, debug, info, warn, error, fatal or silent. */
  logLevel: string;
  /**
   * TRUST_PROXY: the web servers, the only callers whose X-Forwarded-For is believed. Anyone else
   * reaching the BFF directly is taken at its own address.
   */
  trustedHops: HopTrust;
}

const BRAND_MARKETS = ['garwin', 'sprout', 'ipr', 'licota'];

/** Reads the BFF's settings from the environment; every value has a default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const productMarketId = env.PRODUCT_MARKET_ID ?? 'store';
  const marketHosts = new Map<string, string>(
    [...BRAND_MARKETS, productMarketId].map((m) => [`${m}.localhost`, m]),
  );
  for (const pair of (env.MARKET_HOSTS ?? '').split(',')) {
    const [host, market] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (host && market) marketHosts.set(host, market);
  }
  const development = (env.NODE_ENV ?? 'development') === 'development';
  return {
    port: Number(env.BFF_PORT ?? 4000),
    host: env.BFF_HOST ?? '127.0.0.1',
    apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
    apiTimeoutMs: Number(env.API_TIMEOUT_MS ?? 5000),
    defaultMarket: env.DEFAULT_MARKET ?? 'garwin',
    productMarketId,
    marketHosts,
    development,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
    bodyLimitBytes: Number(env.BFF_BODY_LIMIT ?? 100 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustedHops: hopTrust(env.TRUST_PROXY),
  };
}

/** The market of a request from its host name (port ignored); unknown hosts get the default. */
export function marketForHost(config: BffConfig, host: string | undefined): string {
  const name = (host ?? '').split(',')[0]?.trim().toLowerCase().replace(/:\d+$/, '') ?? '';
  return config.marketHosts.get(name) ?? config.defaultMarket;
}
