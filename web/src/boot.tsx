import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { loadRouteModule } from './app/lazy-route.ts';
import { routes } from './app/router.tsx';
import { createBrowserApolloClient } from './lib/apollo/browser-client.ts';
import { apolloClientContext } from './lib/apollo/router-context.ts';
import type { WarmStep } from './lib/apollo/warm-query.ts';
import { nextTask } from './lib/next-task.ts';

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

/**
 * The routes the server rendered must have their code before hydration, or the router would
 * start by rendering nothing and the markup would not match. Resolves to the steps that warm
 * those routes' queries, bound to the address.
 */
async function loadMatchedLazyRoutes(client: ApolloClient): Promise<WarmStep[]> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const steps = await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy !== 'function') return [];
      const { loader, Component, ErrorBoundary, handle, warm } = await loadRouteModule(route.lazy);
      Object.assign(route, { loader, Component, ErrorBoundary, handle, lazy: undefined });
      return warm ? warm(client, window.location, params) : [];
    }),
  );
  return steps.flat();
}

/**
 * Resolves once the browser has painted the next frame, so the server's HTML (and the image
 * preloaded for it) is on screen before the app spends the main thread on starting.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A page opened in the background paints nothing until shown: it starts at once instead.
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Starts the app on the server's HTML: once the page has painted, restores the cache, loads the
 * matched routes' code, warms their queries and hydrates. Called by the entry (entry-client.ts)
 * once this module and the libraries have been evaluated.
 */
export async function startApp(): Promise<void> {
  await afterNextPaint();
  const client = createBrowserApolloClient(window.__APOLLO_STATE__);
  // The first read of a route's query (Apollo's document transforms and the cache read) is the
  // longest piece of hydration and React cannot split it; done here, each step in a task of its
  // own, hydration finds it remembered.
  const steps = await loadMatchedLazyRoutes(client);
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
}
