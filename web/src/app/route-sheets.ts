import { createElement, useLayoutEffect, type ComponentType } from 'react';
import type * as PageSheets from '../lib/page-sheet.ts';

/**
 * The pages' sheets are only ever changed by a client navigation: their code loads with the
 * first, not with the page the server rendered, whose sheet is already the one it needs.
 */
let pageSheets: typeof PageSheets | undefined;

/** Links the sheet of `page` (a route module's name, as build/page-styles.ts names it). */
export const loadPageSheet = async (page: string) => {
  pageSheets ??= await import('../lib/page-sheet.ts');
  return pageSheets.loadPageSheet(page);
};

/** Each route component, wrapped once (the page the server rendered and navigations share it). */
const withSheets = new WeakMap<ComponentType, ComponentType>();

/** The route's component, showing the sheet of its page (`page`) as it shows. */
export function withPageSheet(page: string, Component: ComponentType): ComponentType {
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
