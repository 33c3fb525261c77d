import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { cabinetMutations } from './mutations.ts';
import { cabinetQueries } from './queries.ts';

/**
 * The resolvers of the cabinet domain: accounts and customers, users and invitations, companies,
 * cost centres and the register lookup. Types map to plain objects, so no type resolvers.
 */
export const cabinetResolvers: Resolvers = {
  Query: cabinetQueries,
  Mutation: cabinetMutations,
};
