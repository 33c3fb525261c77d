import { ApolloClient, HttpLink } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { createApolloCache } from './cache.ts';

/**
 * The browser's client: talks to /graphql on its own origin (the web server proxies it to the BFF)
 * and starts from the cache the server rendered with, so hydration makes no request.
 */
export function createBrowserApolloClient(state: NormalizedCacheObject | undefined): ApolloClient {
  const cache = createApolloCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    cache,
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  });
}
