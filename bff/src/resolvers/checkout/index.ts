import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { checkoutMutations } from './mutations.ts';
import { Checkout, checkoutQueries } from './queries.ts';

/**
 * The resolvers of checkout: the checkout orders and their steps, contacts, addresses, pickup
 * points and the purchase a submit creates. Step answers map to plain objects, so only the
 * checkout root has field resolvers (its orders and cost centres are separate REST calls).
 */
export const checkoutResolvers: Resolvers = {
  Query: checkoutQueries,
  Mutation: checkoutMutations,
  Checkout,
};
