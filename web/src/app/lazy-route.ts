import type { RouteObject } from 'react-router';
import { guardChunkLoad } from '../lib/chunk-reload.ts';

type RouteModule = Pick<RouteObject, 'loader' | 'Component' | 'ErrorBoundary' | 'handle'>;

/**
 * A route whose code loads on demand. Only the route properties are taken from the module (it also
 * exports its query for tests), and a chunk that fails to load reloads the page once a minute at most.
 */
export function lazyRoute(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return guardChunkLoad(async () => {
    const { loader, Component, ErrorBoundary, handle } = await load();
    return { loader, Component, ErrorBoundary, handle };
  });
}
