import type { ApolloLink } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routeBranchOf, type RouteBranchEntry } from './app/route-branch.ts';
import { ROUTE_MODULES } from './app/route-modules.ts';
import { routes } from './app/route-table.tsx';
import { Apology } from './features/error/Apology.tsx';
import { hasDeferred } from './lib/apollo/deferred.tsx';
import { apolloClientContext } from './lib/apollo/router-context.ts';
import { createBffLink, createServerApolloClient } from './lib/apollo/server-client.ts';
import type { UpstreamClock } from './lib/apollo/upstream-clock.ts';
import { buildHeadTags } from './lib/head/build-head-tags.ts';
import { createHeadCollector } from './lib/head/head-context.tsx';
import { apolloStateScript } from './lib/serialize-state.ts';
import { learnQueries, prefetchLearned } from './lib/ssr/learned-queries.ts';
import { markupOf, streamMarkup, type PageBody } from './lib/ssr/stream-markup.ts';
import './styles/global.scss';

export type { PageBody } from './lib/ssr/stream-markup.ts';
/** The routes' modules, for the build step that gives each its stylesheet. */
export { ROUTE_MODULES };

export interface RenderRequest {
  /** The absolute address the browser asked for. */
  url: string;
  /** The browser's request headers (host, cookie, forwarding headers). */
  headers: Headers;
  /** The CSP nonce of this response, put on every inline script. */
  nonce: string;
  bffUrl: string;
  /** Ends the render (and its BFF calls) when the visitor goes away or it takes too long. */
  signal?: AbortSignal;
  /** Measures the time spent waiting for the BFF, for the page's Server-Timing. */
  upstream?: UpstreamClock;
}

export interface RenderOptions {
  /** Replaces the BFF link, for tests. */
  link?: ApolloLink;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string; setCookies: string[] }
  | {
      type: 'page';
      status: number;
      /** <title> and <meta> tags for the <head>. */
      head: string;
      /** The market theme's class for <html>. */
      htmlClass: string | undefined;
      /** The page markup, streamed as React writes it. */
      body: PageBody;
      /** The inline script with the serialized Apollo cache, once the body has been written. */
      state: () => string;
      setCookies: string[];
      /** Source paths of the rendered lazy routes, for modulepreload links. */
      routeModules: string[];
      /** The rendered routes, for the browser to start from (see app/route-branch.ts). */
      routeBranch: RouteBranchEntry[];
    };

const handler = createStaticHandler(routes);

/**
 * Renders one document request: React Router decides the status (404 for an unknown route, a
 * loader's status for a failed load) or a redirect; Apollo renders until every query is answered.
 * A page whose loaders deferred a query (a listing) is ready with its shell, status and head, and
 * the deferred part streams after it; the cache state is read once the whole page is written.
 * A failure of the render itself gives 500 and the apology page.
 */
export async function render(
  request: RenderRequest,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const setCookies: string[] = [];
  const link =
    options.link ??
    createBffLink({
      bffUrl: request.bffUrl,
      headers: request.headers,
      setCookies,
      signal: request.signal,
      upstream: request.upstream,
    });
  const client = createServerApolloClient(link);
  const context = new RouterContextProvider();
  context.set(apolloClientContext, client);

  const fetchRequest = new Request(request.url, {
    headers: request.headers,
    signal: request.signal,
  });
  // The queries earlier renders of this route needed beyond its loaders load beside them.
  const route = matchRoutes(routes, new URL(request.url).pathname)?.at(-1)?.route.id ?? '';
  const prefetched = prefetchLearned(client, route);
  const routing = await handler.query(fetchRequest, { requestContext: context });
  await prefetched;
  if (routing instanceof Response) {
    const location = routing.headers.get('location');
    if (location && routing.status >= 300 && routing.status < 400) {
      return { type: 'redirect', status: routing.status, location, setCookies };
    }
    throw new Error(`Unexpected ${routing.status} response from the route handler`);
  }

  const router = createStaticRouter(handler.dataRoutes, routing);
  try {
    let head = createHeadCollector();
    const body = await streamMarkup({
      tree: () => {
        head = createHeadCollector();
        return (
          <AppProviders client={client} head={head}>
            <StaticRouterProvider router={router} context={routing} nonce={request.nonce} />
          </AppProviders>
        );
      },
      client,
      nonce: request.nonce,
      signal: request.signal,
      shellFirst: hasDeferred(client),
      onUnanswered: (queries) => learnQueries(route, queries),
    });
    const routeBranch = routeBranchOf(routing.matches, ROUTE_MODULES);
    return {
      type: 'page',
      status: routing.statusCode,
      head: buildHeadTags(head.data),
      htmlClass: head.data.themeClass,
      body,
      state: () => apolloStateScript(client.extract(), request.nonce),
      setCookies,
      routeModules: routeBranch.flatMap((entry) => entry.module ?? []),
      routeBranch,
    };
  } catch (error) {
    console.error('Server render failed', error);
    return {
      type: 'page',
      status: 500,
      head: buildHeadTags({ noindex: true }),
      htmlClass: undefined,
      body: markupOf(renderToString(<Apology />)),
      state: () => '',
      setCookies,
      routeModules: [],
      routeBranch: [],
    };
  }
}
