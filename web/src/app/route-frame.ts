import type { RouteObject } from 'react-router';
import {
  PRIVATE_ROUTE_HANDLE,
  requireSignedIn,
  revalidatePrivateRoute,
} from '../features/auth/private-route.ts';
import { RouteErrorPage } from './route-error-boundary.tsx';
import { Root } from './routes/root.tsx';

/**
 * The routes around the pages, which the route table (route-table.tsx) and the browser's start
 * (boot.tsx, from the branch the server rendered) build the same way: the root, and the private
 * routes' parent (spec section 2: checkout and the cabinet), by id.
 */
export const FRAME_ROUTES: Record<string, RouteObject> = {
  // Pathless, so the root alone matches no address: a router started from a branch without home
  // finds no match for «/» and completes its routes from the table (route-branch.ts).
  root: { id: 'root', Component: Root, ErrorBoundary: RouteErrorPage },
  private: {
    id: 'private',
    loader: requireSignedIn,
    shouldRevalidate: revalidatePrivateRoute,
    handle: PRIVATE_ROUTE_HANDLE,
  },
};

/** The frame route `id`, with its `children`. */
export function frameRoute(id: string, children: RouteObject[]): RouteObject {
  const route = FRAME_ROUTES[id];
  if (!route) throw new Error(`${id} is not a frame route`);
  return { ...route, children } as RouteObject;
}
