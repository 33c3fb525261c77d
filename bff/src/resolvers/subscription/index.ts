import type {
  MutationResolvers,
  Resolvers,
  UserError,
} from '../../__generated__/resolvers-types.ts';
import { UpstreamError } from '../../errors.ts';
import { subscribe } from '../../upstream/subscription.ts';

/** The API's refusals of an address as user errors; anything else is rethrown. */
function subscribeError(error: unknown): UserError {
  if (!(error instanceof UpstreamError)) throw error;
  const code = error.code ?? 'FAILED';
  if (error.status === 400) return { field: ['email'], message: error.message, code };
  if (error.status === 404 || error.status === 409 || error.status === 429) {
    return {
      field: [],
      message: error.message,
      code: error.status === 404 ? code : 'RATE_LIMITED',
    };
  }
  throw error;
}

const Mutation: MutationResolvers = {
  subscribe: async (_parent, { input }, { api }) => {
    try {
      await subscribe(api, { email: input.email.trim(), source: input.source });
      return { ok: true, userErrors: [] };
    } catch (error) {
      return { ok: false, userErrors: [subscribeError(error)] };
    }
  },
};

/** The newsletter subscription of the footer and of the sign-in code step. */
export const subscriptionResolvers: Resolvers = { Mutation };
