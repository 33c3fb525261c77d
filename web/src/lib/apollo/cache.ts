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
      // One cart per page (the visitor's or the user's current one): every answer of the cart, of
      // any query or mutation, updates that one object, even while a new visitor's id settles.
      Cart: { keyFields: [] },
    },
  });
}
