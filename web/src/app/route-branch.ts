import type { RouteObject } from 'react-router';
import type { RouteBranchEntry } from '../lib/route-branch-entry.ts';
import { FRAME_ROUTES } from './route-frame.ts';

export { ROUTE_BRANCH_ID, type RouteBranchEntry } from '../lib/route-branch-entry.ts';

/** The branch of `matches` (the server's, root first); `modules` gives each page's module. */
export function routeBranchOf(
  matches: readonly { route: Pick<RouteObject, 'id' | 'path' | 'index'> }[],
  modules: Readonly<Record<string, string>>,
): RouteBranchEntry[] {
  return matches.map(({ route }) => {
    const id = route.id ?? '';
    const module = modules[id];
    return {
      id,
      ...(route.path ? { path: route.path } : {}),
      ...(route.index ? { index: true as const } : {}),
      ...(module ? { module, page: module.replace(/^.*\/|\.tsx$/g, '') } : {}),
    };
  });
}

/**
 * The routes of `branch` nested as the route table nests them, each page's without its code yet
 * (the caller loads it). Null when the branch ends in no page (an error the server rendered at the
 * root): the whole table is needed then.
 */
export function branchRoutes(branch: readonly RouteBranchEntry[]): RouteObject[] | null {
  if (!branch.at(-1)?.module) return null;
  let children: RouteObject[] | undefined;
  for (const entry of [...branch].reverse()) {
    const frame = FRAME_ROUTES[entry.id];
    const route = (
      frame
        ? { ...frame }
        : {
            id: entry.id,
            ...(entry.path ? { path: entry.path } : {}),
            ...(entry.index ? { index: true } : {}),
          }
    ) as RouteObject;
    if (children) route.children = children;
    children = [route];
  }
  return children ?? null;
}

/**
 * Adds to a router started from a branch the routes of the whole `table` it lacks: under each
 * route the branch has (`present`), its children that are not there yet (React Router's `patch`
 * passes over a child whose id it has).
 */
export function patchFromTable(
  patch: (routeId: string | null, children: RouteObject[]) => void,
  table: readonly RouteObject[],
  present: ReadonlySet<string>,
  parentId: string | null = null,
): void {
  patch(parentId, [...table]);
  for (const route of table) {
    if (route.id && present.has(route.id) && route.children) {
      patchFromTable(patch, route.children, present, route.id);
    }
  }
}
