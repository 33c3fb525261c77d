import { createElement, useLayoutEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { guardChunkLoad } from '../lib/chunk-reload.ts';
import type { RouteWarmUp } from '../lib/apollo/warm-query.ts';
import type * as PageSheets from '../lib/page-sheet.ts';

type RouteProps = Pick<RouteObject, 'loader' | 'Component' | 'ErrorBoundary' | 'handle'>;

/** A route module: its route properties and, where its page is a query, how to prepare it. */
type RouteModule = RouteProps & { warm?: RouteWarmUp };

type LazyLoad = () => Promise<RouteProps>;

const modules = new WeakMap<LazyLoad, () => Promise<RouteModule>>();
const pages = new WeakMap<LazyLoad, string>();

/**
 * The pages' sheets are only ever changed by a client navigation: their code loads with the
 * first, not with the page the server rendered, whose sheet is already the one it needs.
 */
let pageSheets: typeof PageSheets | undefined;
const loadPageSheet = async (page: string) => {
  pageSheets ??= await import('../lib/page-sheet.ts');
  return pageSheets.loadPageSheet(page);
};

/** Each route component, wrapped once (the page the server rendered and navigations share it). */
const withSheets = new WeakMap<ComponentType, ComponentType>();

/** The route's component, showing the sheet of its page (`page`) as it shows. */
function withPageSheet(page: string, Component: ComponentType): ComponentType {
  let wrapped = withSheets.get(Component);
  if (!wrapped) {
    wrapped = function PageWithSheet() {
      useLayoutEffect(() => pageSheets?.showPageSheet(page), []);
      return createElement(Component);
    };
    withSheets.set(Component, wrapped);
  }
  return wrapped;
}

/**
 * A route whose code loads on demand, with the stylesheet of its page (`page`: the name of its
 * module, as build/page-styles.ts names the sheet). Only the route properties are taken from the
 * module (it also exports its query for tests), and a chunk or sheet that fails to load reloads
 * the page once a minute at most.
 */
export function lazyRoute(page: string, load: () => Promise<RouteModule>): LazyLoad {
  const withSheet = (module: RouteModule): RouteModule =>
    module.Component ? { ...module, Component: withPageSheet(page, module.Component) } : module;
  // The page the server rendered (see `loadRouteModule`) has its sheet already.
  const rendered = guardChunkLoad(async () => withSheet(await load()));
  const navigated = guardChunkLoad(async () => {
    const [module] = await Promise.all([load(), loadPageSheet(page)]);
    return withSheet(module);
  });
  const lazy = async () => {
    const { loader, Component, ErrorBoundary, handle } = await navigated();
    return { loader, Component, ErrorBoundary, handle };
  };
  modules.set(lazy, rendered);
  pages.set(lazy, page);
  return lazy;
}

/** The page (route module name) of a lazy route made by `lazyRoute`. */
export const pageOf = (lazy: LazyLoad): string | undefined => pages.get(lazy);

/**
 * Loads a lazy route for hydration: its route properties and its warm-up, if it has one
 * (see `warmQuerySteps`), without its page's sheet (the server linked it). A route not made by
 * `lazyRoute` has no warm-up.
 */
export async function loadRouteModule(lazy: LazyLoad): Promise<RouteModule> {
  const load = modules.get(lazy);
  return load ? load() : lazy();
}
