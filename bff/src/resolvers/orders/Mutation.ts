import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import { userErrorsFrom } from '../../errors.ts';
import { payOrder } from '../../upstream/orders.ts';

export const Mutation: MutationResolvers = {
  /**
   * The client's idempotency key goes to the API unchanged, so a retry after a lost answer finds
   * the first payment instead of starting a second one.
   */
  payOrder: async (_p, { input }, { api }) => {
    try {
      const started = await payOrder(api, input.orderId, input.idempotencyKey);
      return {
        paymentId: started.payment_id,
        confirmationUrl: started.confirmation_url,
        userErrors: [],
      };
    } catch (error) {
      return { paymentId: null, confirmationUrl: null, userErrors: userErrorsFrom(error) };
    }
  },
};
