import type { MutationResolvers, UserError } from '../../__generated__/resolvers-types.ts';
import { UpstreamError, userErrorCode, userErrorsFrom } from '../../errors.ts';
import { payOrder } from '../../upstream/orders.ts';

/**
 * The API answers 502/503 when online payment is off or the provider failed: not the buyer's
 * input, yet something they act on (pay another way, try later), so it is data too.
 */
const PROVIDER_CODES = new Set(['PAYMENTS_UNAVAILABLE', 'PAYMENT_PROVIDER_FAILED']);

function payUserErrors(error: unknown): UserError[] {
  if (error instanceof UpstreamError && PROVIDER_CODES.has(error.code ?? '')) {
    return [{ field: [], message: error.message, code: userErrorCode(error.code) }];
  }
  return userErrorsFrom(error);
}

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
      return { paymentId: null, confirmationUrl: null, userErrors: payUserErrors(error) };
    }
  },
};
