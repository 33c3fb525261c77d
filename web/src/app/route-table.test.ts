import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { pageOf } from './lazy-route.ts';
import { ROUTE_MODULES } from './route-modules.ts';
import { routes } from './route-table.tsx';

function lazyRoutes(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it("names each lazy route's page as the build names its sheet: by the route's module", () => {
    const found = lazyRoutes(routes);
    expect(found.length).toBe(Object.keys(ROUTE_MODULES).length);
    for (const route of found) {
      const module = ROUTE_MODULES[route.id ?? ''];
      expect(module, route.id).toBeDefined();
      const lazy = route.lazy as Parameters<typeof pageOf>[0];
      expect(pageOf(lazy), route.id).toBe(module?.replace(/^.*\/(.+)\.tsx$/, '$1'));
    }
  });
});
