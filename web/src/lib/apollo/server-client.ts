import { ApolloClient, HttpLink } from '@apollo/client';
import type { ApolloLink } from '@apollo/client';
import { createApolloCache } from './cache.ts';
import type { UpstreamClock } from './upstream-clock.ts';

/** The request headers the BFF needs to serve this visitor as the browser would be served. */
export function forwardedHeaders(incoming: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host');
  if (host) headers['x-forwarded-host'] = host;
  const cookie = incoming.get('cookie');
  if (cookie) headers['cookie'] = cookie;
  const forwardedFor = incoming.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const proto = incoming.get('x-forwarded-proto');
  if (proto) headers['x-forwarded-proto'] = proto;
  const language = incoming.get('accept-language');
  if (language) headers['accept-language'] = language;
  return headers;
}

/**
 * The server render's link to the BFF: it carries the visitor's host and cookies, and keeps every
 * Set-Cookie the BFF answers with so the page response can relay them to the browser.
 */
export function createBffLink(options: {
  bffUrl: string;
  headers: Headers;
  setCookies: string[];
  signal?: AbortSignal;
  /** Measures the time spent waiting for the BFF, for the page's Server-Timing. */
  upstream?: UpstreamClock;
}): ApolloLink {
  return new HttpLink({
    uri: new URL('/graphql', options.bffUrl).href,
    headers: forwardedHeaders(options.headers),
    fetch: async (input, init) => {
      const signal =
        options.signal && init?.signal
          ? AbortSignal.any([options.signal, init.signal])
          : (options.signal ?? init?.signal);
      const finished = options.upstream?.begin();
      try {
        const response = await fetch(input, { ...init, signal });
        options.setCookies.push(...response.headers.getSetCookie());
        // The body is part of the wait: read it here so the clock stops when the answer is in.
        const body = await response.arrayBuffer();
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      } finally {
        finished?.();
      }
    },
  });
}

/** One client per server render: the cache must never mix two visitors' data. */
export function createServerApolloClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ ssrMode: true, link, cache: createApolloCache() });
}
