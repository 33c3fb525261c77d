import type { MutationResolvers } from '../__generated__/resolvers-types.ts';

export const Mutation: MutationResolvers = {
  noop: () => true,
};
