import type { Resolvers } from '../../__generated__/resolvers-types.ts';

/** The resolvers of the cabinet domain. */
export const cabinetResolvers: Resolvers = {};
