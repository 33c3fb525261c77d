import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import type { RouteModule } from './app/lazy-route.ts';
import {
  branchRoutes,
  patchFromTable,
  ROUTE_BRANCH_ID,
  type RouteBranchEntry,
} from './app/route-branch.ts';
import { withPageSheet } from './app/route-sheets.ts';
import { createBrowserApolloClient } from './lib/apollo/browser-client.ts';
import { apolloClientContext } from './lib/apollo/router-context.ts';
import type { WarmStep } from './lib/apollo/warm-query.ts';
import { guardChunkLoad } from './lib/chunk-reload.ts';
import { afterHeldParts, afterRootHydrated } from './lib/later-parts.ts';
import { nextPaint, nextTask } from './lib/next-task.ts';

type PatchRoutes = Parameters<typeof patchFromTable>[0];

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

/** The whole route table: loaded with the first navigation, or once the page works. */
const loadRouteTable = guardChunkLoad(() => import('./app/route-table.tsx'));

/** The branch of routes the server rendered (see route-branch.ts). */
function renderedBranch(): RouteBranchEntry[] {
  try {
    const json = document.getElementById(ROUTE_BRANCH_ID)?.textContent;
    return json ? (JSON.parse(json) as RouteBranchEntry[]) : [];
  } catch {
    return [];
  }
}

interface StartRoutes {
  routes: RouteObject[];
  /** The ids of the routes started with, when they are a branch the table completes later. */
  branch: ReadonlySet<string> | null;
  /** The steps that warm the page's queries, bound to the address. */
  steps: WarmStep[];
}

/**
 * The routes the app hydrates with. The routes the server rendered must have their code before
 * hydration, or the router would start by rendering nothing and the markup would not match: the
 * app starts from that branch alone, its page's code loaded from the address the server gave, so
 * a page's first load does not carry the route table. A page the branch cannot make (an error
 * the server rendered at the root, which matched no page) starts with the whole table.
 */
async function startRoutes(client: ApolloClient): Promise<StartRoutes> {
  const branch = renderedBranch();
  const fromBranch = branchRoutes(branch);
  const page = branch.at(-1);
  if (fromBranch && page?.module && page.page) {
    const url = page.module;
    const load = guardChunkLoad(() => import(/* @vite-ignore */ url) as Promise<RouteModule>);
    const [module, match] = [await load(), matchRoutes(fromBranch, window.location)?.at(-1)];
    if (match?.route.id === page.id) {
      const { loader, Component, ErrorBoundary, handle, warm } = module;
      Object.assign(match.route, {
        loader,
        Component: Component && withPageSheet(page.page, Component),
        ErrorBoundary,
        handle,
      });
      const ids = new Set(branch.map((entry) => entry.id));
      return {
        routes: fromBranch,
        branch: ids,
        steps: warm?.(client, window.location, match.params) ?? [],
      };
    }
  }
  // An error rendered at the root (its code is the app's own) comes here, as would a branch that
  // does not match the address, whose routes then load as React Router starts.
  return { routes: (await loadRouteTable()).routes, branch: null, steps: [] };
}

/**
 * Starts the app on the server's HTML: once the page has painted, restores the cache, loads the
 * matched routes' code, warms their queries and hydrates. Called by the entry (entry-client.ts)
 * once this module and the libraries have been evaluated.
 */
export async function startApp(): Promise<void> {
  // The server's HTML (and the image preloaded for it) is on screen before the app spends the
  // main thread on starting.
  await nextPaint();
  const client = createBrowserApolloClient(window.__APOLLO_STATE__);
  // The first read of a route's query (Apollo's document transforms and the cache read) is the
  // longest piece of hydration and React cannot split it; done here, each step in a task of its
  // own, hydration finds it remembered.
  const { routes, branch, steps } = await startRoutes(client);
  for (let step = steps.shift(); step; step = steps.shift()) {
    await nextTask();
    steps.unshift(...(step() ?? []));
  }
  await nextTask();
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apolloClientContext, client);
      return context;
    },
    // Started from a branch, the router completes its routes from the table when a navigation
    // leads where the branch does not go.
    ...(branch && {
      patchRoutesOnNavigation: async ({ patch }: { patch: PatchRoutes }) => {
        const { routes: table } = await loadRouteTable();
        patchFromTable(patch, table, branch);
      },
    }),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await nextTask();
  // As a transition, hydration renders in slices of a few milliseconds and lets the browser paint
  // and handle input between them (a click before it is done makes React finish it at once and
  // then handle the click), instead of one task that holds the page still for all of it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders client={client} head={null}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // The table, fetched once the page works, so the first navigation does not wait for it.
  if (branch) afterRootHydrated(() => afterHeldParts(() => void loadRouteTable()));
}
