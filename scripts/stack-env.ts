/** The ports of the store's three services. */
export interface StackPorts {
  web: number;
  bff: number;
  api: number;
}

/**
 * The environment that runs the store's api, BFF and web in production mode on the given ports,
 * each told where the next one listens, over an embedded database in `dataDir`.
 */
export function stackEnv(ports: StackPorts, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_PORT: String(ports.web),
    BFF_PORT: String(ports.bff),
    API_PORT: String(ports.api),
    BFF_URL: `http://127.0.0.1:${ports.bff}`,
    API_URL: `http://127.0.0.1:${ports.api}`,
    PGLITE_DATA_DIR: dataDir,
  };
}
