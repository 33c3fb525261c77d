import type { Resolvers } from '../../__generated__/resolvers-types.ts';

/** The resolvers of the session domain. */
export const sessionResolvers: Resolvers = {};
