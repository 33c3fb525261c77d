import type { UserError } from '../../__generated__/resolvers-types.ts';
import { userErrorsFrom } from '../../errors.ts';

/**
 * A REST failure of a checkout mutation as the user errors of its payload, through the one mapper:
 * the contact, address and promo code codes point at their input fields.
 */
export function checkoutUserErrors(error: unknown): UserError[] {
  return userErrorsFrom(error, {
    fields: {
      INVALID_EMAIL: ['email'],
      INVALID_PHONE: ['phone'],
      INVALID_NAME: ['name'],
      INVALID_ADDRESS: ['address'],
      PROMO_CODE_UNKNOWN: ['code'],
      PROMO_CODE_EXPIRED: ['code'],
      PROMO_CODE_MIN_SUM: ['code'],
      PROMO_CODE_ALREADY_APPLIED: ['code'],
      PICKUP_POINT_NOT_FOUND: ['pickupPointId'],
    },
  });
}
