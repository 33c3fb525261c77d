import type { UserError } from '../../__generated__/resolvers-types.ts';
import { payloadOf, userErrorsFrom } from '../../errors.ts';

/**
 * A REST failure of a cabinet mutation as the user errors of its payload, through the one mapper:
 * the company and invitation codes point at their form fields.
 */
export function cabinetUserErrors(
  error: unknown,
  forbiddenCodes: readonly string[] = [],
): UserError[] {
  return userErrorsFrom(error, {
    forbiddenCodes,
    fields: {
      INVALID_INN: ['inn'],
      INVALID_KPP: ['kpp'],
      INVALID_EMAIL: ['email'],
      ALREADY_MEMBER: ['email'],
      TOO_MANY_INVITATIONS: ['email'],
    },
  });
}

/** The payload of a cabinet mutation (`forbiddenCodes` as for `cabinetUserErrors`). */
export const cabinetPayload = <K extends string, T>(
  key: K,
  run: () => Promise<T>,
  forbiddenCodes: readonly string[] = [],
) => payloadOf(key, run, (error) => cabinetUserErrors(error, forbiddenCodes));
