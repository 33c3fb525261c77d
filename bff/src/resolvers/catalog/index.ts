import type { Resolvers } from '../../__generated__/resolvers-types.ts';

/** The resolvers of the catalog domain. */
export const catalogResolvers: Resolvers = {};
