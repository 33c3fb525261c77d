import type {
  MutationResolvers,
  Resolvers,
  UserError,
} from '../../__generated__/resolvers-types.ts';
import { userErrorsFrom } from '../../errors.ts';
import { subscribe } from '../../upstream/subscription.ts';

/** The API's refusals of an address as user errors; anything else is rethrown. */
function subscribeErrors(error: unknown): UserError[] {
  return userErrorsFrom(error, {
    fields: { INVALID_EMAIL: ['email'], VALIDATION_FAILED: ['email'] },
    codeOverride: (failure) => (failure.status === 409 ? 'RATE_LIMITED' : undefined),
  });
}

const Mutation: MutationResolvers = {
  subscribe: async (_parent, { input }, { api }) => {
    try {
      await subscribe(api, { email: input.email.trim(), source: input.source });
      return { ok: true, userErrors: [] };
    } catch (error) {
      return { ok: false, userErrors: subscribeErrors(error) };
    }
  },
};

/** The newsletter subscription of the footer and of the sign-in code step. */
export const subscriptionResolvers: Resolvers = { Mutation };
