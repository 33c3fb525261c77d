import type { RouteObject } from 'react-router';
import { guardChunkLoad } from '../lib/chunk-reload.ts';
import type { RouteWarmUp } from '../lib/apollo/warm-query.ts';

type RouteProps = Pick<RouteObject, 'loader' | 'Component' | 'ErrorBoundary' | 'handle'>;

/** A route module: its route properties and, where its page is a query, how to prepare it. */
type RouteModule = RouteProps & { warm?: RouteWarmUp };

type LazyLoad = () => Promise<RouteProps>;

const modules = new WeakMap<LazyLoad, () => Promise<RouteModule>>();

/**
 * A route whose code loads on demand. Only the route properties are taken from the module (it also
 * exports its query for tests), and a chunk that fails to load reloads the page once a minute at most.
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyLoad {
  const guarded = guardChunkLoad(load);
  const lazy = async () => {
    const { loader, Component, ErrorBoundary, handle } = await guarded();
    return { loader, Component, ErrorBoundary, handle };
  };
  modules.set(lazy, guarded);
  return lazy;
}

/**
 * Loads a lazy route for hydration: its route properties and its warm-up, if it has one
 * (see `warmQuerySteps`). A route not made by `lazyRoute` has no warm-up.
 */
export async function loadRouteModule(lazy: LazyLoad): Promise<RouteModule> {
  const load = modules.get(lazy);
  return load ? load() : lazy();
}
