import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { sessionMutations } from './mutations.ts';
import { sessionQueries } from './queries.ts';
import { Viewer } from './viewer.ts';

/** The resolvers of the session domain: sign-in, session, profile, context and city. */
export const sessionResolvers: Resolvers = {
  Query: sessionQueries,
  Mutation: sessionMutations,
  Viewer,
};
