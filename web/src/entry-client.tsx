import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { createBrowserApolloClient } from './lib/apollo/browser-client.ts';
import { apolloClientContext } from './lib/apollo/router-context.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import './styles/global.scss';

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

/**
 * The routes the server rendered must have their code before hydration, or the router would
 * start by rendering nothing and the markup would not match.
 */
async function loadMatchedLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  installChunkReloadGuard();
  const client = createBrowserApolloClient(window.__APOLLO_STATE__);
  await loadMatchedLazyRoutes();
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apolloClientContext, client);
      return context;
    },
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders client={client} head={null}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
