import { hopTrust, type HopTrust } from '@store/visitor-address';

/** The web server's settings, all from the environment (README: Environment variables). */
export interface ServerConfig {
  host: string;
  port: number;
  bffUrl: string;
  apiUrl: string;
  production: boolean;
  /** How long one server render may take before the visitor gets an error page. */
  renderTimeoutMs: number;
  /** How long shutdown waits for open requests before it exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * How long a proxied request waits for its upstream to begin answering: GraphQL (the BFF
   * bounds each REST call itself), and pictures and files from the REST API. Past it the browser
   * gets 504 and its connection back, rather than waiting minutes on an upstream that hangs.
   */
  proxyTimeoutMs: { graphql: number; assets: number };
  /** TRUST_PROXY: the hops in front of the web server that may tell the visitor's address. */
  trustedHops?: HopTrust;
  /** The CSP source of map tile images: the origin of MAP_TILE_URL (OpenStreetMap when unset). */
  mapTileSource?: string;
  /** True when a Yandex Metrica counter is configured (METRICA_COUNTER_ID, as for the BFF). */
  analytics?: boolean;
  /** MEMORY_TARGET_MB: the resident memory past which a production server collects under load. */
  memoryTargetMb?: number;
}

/**
 * The origin of a Leaflet tile URL template as a CSP source; a `{s}` subdomain becomes `*`. The
 * BFF serves the same MAP_TILE_URL to the map itself.
 */
export function mapTileSource(template: string | undefined): string {
  const url = template?.trim() || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  const origin = /^https?:\/\/[^/]+/i.exec(url.replace(/\{s\}/g, '*'))?.[0];
  if (!origin) throw new Error('MAP_TILE_URL must be an http(s) URL template');
  return origin;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive integer`);
  return number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env['WEB_HOST'] || '127.0.0.1',
    port: positiveInt(env['WEB_PORT'], 3000, 'WEB_PORT'),
    bffUrl: env['BFF_URL'] || 'http://127.0.0.1:4000',
    apiUrl: env['API_URL'] || 'http://127.0.0.1:8080',
    production: env['NODE_ENV'] === 'production',
    renderTimeoutMs: positiveInt(env['SSR_TIMEOUT_MS'], 10_000, 'SSR_TIMEOUT_MS'),
    shutdownTimeoutMs: positiveInt(env['SHUTDOWN_TIMEOUT_MS'], 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    proxyTimeoutMs: {
      graphql: positiveInt(env['GRAPHQL_PROXY_TIMEOUT_MS'], 30_000, 'GRAPHQL_PROXY_TIMEOUT_MS'),
      assets: positiveInt(env['ASSET_PROXY_TIMEOUT_MS'], 10_000, 'ASSET_PROXY_TIMEOUT_MS'),
    },
    trustedHops: hopTrust(env['TRUST_PROXY']),
    mapTileSource: mapTileSource(env['MAP_TILE_URL']),
    analytics: /^\d+$/.test(env['METRICA_COUNTER_ID'] ?? ''),
    memoryTargetMb: positiveInt(env['MEMORY_TARGET_MB'], 256, 'MEMORY_TARGET_MB'),
  };
}
