import type { UserError } from '../../__generated__/resolvers-types.ts';
import { userErrorsFrom, type UpstreamError } from '../../errors.ts';

/** The spec's denial of a visitor's add on a market that needs sign-in (section 8). */
const DISALLOW_ADD_CART = 'DISALLOW:ADD_CART';

/** The API answers the denial as 403 AUTHORIZATION_REQUIRED; a server speaking the spec's words may name it DISALLOW:ADD_CART. */
const isAddCartDenial = (error: UpstreamError) =>
  error.code === DISALLOW_ADD_CART || error.message === DISALLOW_ADD_CART;

/**
 * The API's refusals of a cart change as user errors: the sign-in denial becomes
 * AUTHORIZATION_REQUIRED with the spec's 'Authorization Required'; an unknown product, a product
 * that cannot be bought and a bad quantity keep the API's code. Anything else is rethrown.
 */
export function cartUserErrors(error: unknown): UserError[] {
  const errors = userErrorsFrom(error, {
    fields: { INVALID_QUANTITY: ['quantity'], VALIDATION_FAILED: ['quantity'] },
    forbiddenCodes: [DISALLOW_ADD_CART, 'AUTHORIZATION_REQUIRED'],
    codeOverride: (failure) => (isAddCartDenial(failure) ? 'AUTHORIZATION_REQUIRED' : undefined),
  });
  return errors.map((e) =>
    e.code === 'AUTHORIZATION_REQUIRED' ? { ...e, message: 'Authorization Required' } : e,
  );
}
