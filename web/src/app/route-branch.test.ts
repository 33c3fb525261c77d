import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { branchRoutes, patchFromTable, routeBranchOf } from './route-branch.ts';
import { FRAME_ROUTES } from './route-frame.ts';
import { ROUTE_MODULES } from './route-modules.ts';
import { routes } from './route-table.tsx';

/** The branch of the table the server would render at `path`. */
const branchAt = (path: string) => routeBranchOf(matchRoutes(routes, path) ?? [], ROUTE_MODULES);

describe('the branch of routes the server rendered', () => {
  it('names each route, and the page with its module and sheet', () => {
    expect(branchAt('/')).toEqual([
      { id: 'root' },
      { id: 'home', index: true, module: 'src/app/routes/home.tsx', page: 'home' },
    ]);
    expect(branchAt('/cabinet/orders/42').map((entry) => entry.id)).toEqual([
      'root',
      'private',
      'cabinet-orders-slug',
    ]);
    expect(branchAt('/cabinet/orders/42').at(-1)).toMatchObject({
      path: 'cabinet/orders/:slug',
      page: 'cabinet-order',
    });
  });

  it('makes the routes that match the address as the table does, frame routes whole', () => {
    for (const path of ['/', '/cart', '/checkout', '/tovar/drel', '/cabinet/payment/7']) {
      const built = branchRoutes(branchAt(path));
      if (!built) throw new Error(`${path} has no branch`);
      const matched = matchRoutes(built, path) ?? [];
      expect(matched.map((match) => match.route.id)).toEqual(
        (matchRoutes(routes, path) ?? []).map((match) => match.route.id),
      );
      expect(matched.at(-1)?.params).toEqual(matchRoutes(routes, path)?.at(-1)?.params);
    }
    const [root] = branchRoutes(branchAt('/checkout')) ?? [];
    expect(root?.Component).toBe(FRAME_ROUTES['root']?.Component);
    expect(root?.children?.[0]?.loader).toBe(FRAME_ROUTES['private']?.loader);
  });

  it('matches no address by its root alone, so a navigation home from elsewhere completes it', () => {
    const built = branchRoutes(branchAt('/cart')) ?? [];
    expect(matchRoutes(built, '/')).toBeNull();
    expect(matchRoutes(built, '/cabinet/orders')).toBeNull();
  });

  it('makes none for a branch that ends in no page (an error at the root)', () => {
    expect(branchRoutes([{ id: 'root' }])).toBeNull();
    expect(branchRoutes([])).toBeNull();
  });
});

describe('completing a branch from the table', () => {
  it('adds under each route of the branch the children it lacks, and only those', () => {
    const patched: [string | null, string[]][] = [];
    const patch = (id: string | null, children: RouteObject[]) =>
      void patched.push([id, children.map((child) => child.id ?? '')]);
    patchFromTable(patch, routes, new Set(['root', 'private', 'checkout']));
    expect(patched.map(([id]) => id)).toEqual([null, 'root', 'private']);
    expect(patched[1]?.[1]).toContain('home');
    expect(patched[2]?.[1]).toContain('cabinet-orders');
  });
});
