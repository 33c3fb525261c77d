import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { createApolloCache } from './cache.ts';

/**
 * Sends each request from a task of its own. What asks for data (a hook's effect, a callback)
 * has Apollo prepare the operation in its own task; printing it and starting the fetch then wait
 * for the next one, so the two never add up to one long task. On the product page's start, a
 * query's first request was one of the longest script tasks, Apollo's first use of its network
 * code included. Unsubscribed before it is sent, a request is never sent. A request sent with
 * `keepalive` (a cart change made as the page is left) goes at once: the page may be gone by
 * the next task.
 */
export const sendInNextTask = new ApolloLink((operation, forward) => {
  const { fetchOptions } = operation.getContext() as { fetchOptions?: RequestInit };
  if (fetchOptions?.keepalive) return forward(operation);
  return new Observable((subscriber) => {
    let sent: Subscription | undefined;
    const timer = setTimeout(() => {
      sent = forward(operation).subscribe(subscriber);
    }, 0);
    return () => {
      clearTimeout(timer);
      sent?.unsubscribe();
    };
  });
});

/**
 * The browser's client: talks to /graphql on its own origin (the web server proxies it to the BFF)
 * and starts from the cache the server rendered with, so hydration makes no request.
 */
export function createBrowserApolloClient(state: NormalizedCacheObject | undefined): ApolloClient {
  const cache = createApolloCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    cache,
    link: sendInNextTask.concat(new HttpLink({ uri: '/graphql', credentials: 'same-origin' })),
  });
}
