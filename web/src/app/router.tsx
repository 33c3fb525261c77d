import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route.ts';
import { Root } from './routes/root.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/**
 * The source file of each lazily loaded route, so the server can preload the chunks of the
 * routes it rendered (the client build's manifest is keyed by these paths).
 */
export const ROUTE_MODULES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  checkout: 'src/app/routes/checkout.tsx',
};

/** The route tree, shared by the server's static handler and the browser router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RouteErrorPage,
    children: [
      { id: 'home', index: true, lazy: lazyRoute(() => import('./routes/home.tsx')) },
      { id: 'checkout', path: 'checkout', lazy: lazyRoute(() => import('./routes/checkout.tsx')) },
    ],
  },
];
