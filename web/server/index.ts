import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, type AppState } from './app.ts';
import { readConfig } from './config.ts';
import { createDevelopmentRenderer, createProductionRenderer, type Renderer } from './renderer.ts';

/**
 * Starts the web server: SSR pages, static files in production, Vite in development, and the
 * /graphql and /images proxies. SIGTERM and SIGINT stop it gracefully.
 */
const config = readConfig();
const state: AppState = { accepting: true };
const server = createServer();

const renderer: Renderer = config.production
  ? await createProductionRenderer()
  : await createDevelopmentRenderer(server);
const app = createApp(config, renderer, state);
const listener = getRequestListener(app.fetch);
const vite = renderer.middlewares;
const ownPaths = /^\/(graphql|images\/|healthz$|readyz$)/;

server.on('request', (req, res) => {
  if (!vite || ownPaths.test(req.url ?? '/')) {
    void listener(req, res);
    return;
  }
  vite(req, res, () => void listener(req, res));
});

server.listen(config.port, config.host, () => {
  const mode = config.production ? 'production' : 'development';
  console.log(`web listening on http://${config.host}:${config.port} (${mode})`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  state.accepting = false;
  console.log(`${signal} received, closing the web server`);
  const force = setTimeout(() => {
    console.error('Open requests did not finish in time, exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  server.close(() => {
    void renderer.close().then(() => process.exit(0));
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
