import type { RouteObject } from 'react-router';
import { guardChunkLoad } from '../lib/chunk-reload.ts';
import type { RouteWarmUp } from '../lib/apollo/warm-query.ts';
import { loadPageSheet, withPageSheet } from './route-sheets.ts';

type RouteProps = Pick<RouteObject, 'loader' | 'Component' | 'ErrorBoundary' | 'handle'>;

/** A route module: its route properties and, where its page is a query, how to prepare it. */
export type RouteModule = RouteProps & { warm?: RouteWarmUp };

type LazyLoad = () => Promise<RouteProps>;

const pages = new WeakMap<LazyLoad, string>();

/**
 * A route whose code loads on demand, with the stylesheet of its page (`page`: the name of its
 * module, as build/page-styles.ts names the sheet). Only the route properties are taken from the
 * module (it also exports its query for tests), and a chunk or sheet that fails to load reloads
 * the page once a minute at most.
 */
export function lazyRoute(page: string, load: () => Promise<RouteModule>): LazyLoad {
  // The page the server rendered starts without this (boot.tsx), its sheet already linked.
  const navigated = guardChunkLoad(() => Promise.all([load(), loadPageSheet(page)]));
  const lazy = async () => {
    const [{ loader, Component, ErrorBoundary, handle }] = await navigated();
    return {
      loader,
      Component: Component && withPageSheet(page, Component),
      ErrorBoundary,
      handle,
    };
  };
  pages.set(lazy, page);
  return lazy;
}

/** The page (route module name) of a lazy route made by `lazyRoute`. */
export const pageOf = (lazy: LazyLoad): string | undefined => pages.get(lazy);
