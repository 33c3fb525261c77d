import { InMemoryCache } from '@apollo/client';

/**
 * The cache shared by the server render and the browser. Objects without an id (layout, settings,
 * page content) belong to their parent, so several queries that select different parts of them merge
 * instead of replacing each other.
 */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Market: { keyFields: ['id'] },
      MarketSettings: { merge: true },
      MarketConfig: { merge: true },
      Contacts: { merge: true },
      Currencies: { merge: true },
      Layout: { merge: true },
      HomePage: { merge: true },
      Seo: { merge: true },
      City: { merge: true },
    },
  });
}
