import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, type AppState } from './app.ts';
import { readConfig } from './config.ts';
import { gracefulStop } from './graceful.ts';
import { createDevelopmentRenderer, createProductionRenderer, type Renderer } from './renderer.ts';

/**
 * Starts the web server: SSR pages, static files in production, Vite in development, and the
 * /graphql and /images proxies. SIGTERM and SIGINT stop it gracefully.
 */
const config = readConfig();
const state: AppState = { accepting: true };
const server = createServer();
// Visitors (and a load balancer) are told 5 s, yet an idle connection is kept a minute longer, so a
// request sent on it just as this process was held up is answered, not cut ("other side closed").
server.keepAliveTimeoutBuffer = 60_000;
const stopServer = gracefulStop(server);

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
/**
 * Stops in order: readiness fails at once, no new connection is taken, requests already sent
 * (kept-alive connections included) are answered, then the renderer closes. Past
 * SHUTDOWN_TIMEOUT_MS the rest is cut.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  state.accepting = false;
  console.log(`${signal} received, closing the web server`);
  const finished = await stopServer(config.shutdownTimeoutMs);
  if (!finished) console.error('Open requests did not finish in time; their connections were cut');
  await renderer.close();
  process.exit(finished ? 0 : 1);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
