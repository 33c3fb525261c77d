import type { ApolloClient } from '@apollo/client';

/**
 * Loads the page's data again after the session or its context changed (sign-in, sign-out, a
 * switched account): every root field cached for the old state is dropped, and each active query
 * is asked once. Unlike `resetStore` nothing in flight is cancelled and no query is asked twice,
 * so the browser sees no aborted request. Failures are logged here; the promise never rejects.
 */
export async function reloadForSession(client: ApolloClient): Promise<void> {
  try {
    await client.refetchQueries({
      include: 'active',
      updateCache(cache) {
        cache.evict({ id: 'ROOT_QUERY' });
      },
    });
  } catch (error) {
    console.error('reload after a session change', error);
  }
}
