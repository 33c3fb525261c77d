import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';

/** The help desk (feedback, callback, legal-entity orders, rent, proposals) and the company page. */
export const helpdeskResolvers: Resolvers = { Query, Mutation };
