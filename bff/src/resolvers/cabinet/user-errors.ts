import type { UserError } from '../../__generated__/resolvers-types.ts';
import { userErrorsFrom } from '../../errors.ts';

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

/**
 * The payload of a cabinet mutation: under `key` what `run` answers and no user errors, or null and
 * the user errors of its refusal (`forbiddenCodes` as for `cabinetUserErrors`).
 */
export async function cabinetPayload<K extends string, T>(
  key: K,
  run: () => Promise<T>,
  forbiddenCodes: readonly string[] = [],
): Promise<Record<K, T | null> & { userErrors: UserError[] }> {
  let value: T | null = null;
  let userErrors: UserError[] = [];
  try {
    value = await run();
  } catch (error) {
    userErrors = cabinetUserErrors(error, forbiddenCodes);
  }
  return { [key]: value, userErrors } as Record<K, T | null> & { userErrors: UserError[] };
}
