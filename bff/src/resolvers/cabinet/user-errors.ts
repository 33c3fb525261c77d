import type { UserError } from '../../__generated__/resolvers-types.ts';
import { UpstreamError } from '../../errors.ts';

/** The form field each REST failure code concerns; other codes concern the whole form. */
const FIELD_OF_CODE: Record<string, string> = {
  INVALID_INN: 'inn',
  INVALID_KPP: 'kpp',
  INVALID_EMAIL: 'email',
  ALREADY_MEMBER: 'email',
  TOO_MANY_INVITATIONS: 'email',
};

/** Statuses that answer the input itself, so the user can act on them. */
const BUSINESS_STATUSES = new Set([400, 404, 409, 429]);

/**
 * A REST failure of a cabinet mutation as the user errors of its payload: 400, 404, 409 and 429
 * (and a 403 whose code is in `forbiddenCodes`) come back as data; a missing permission (403),
 * a lost session and an unreachable API are rethrown, so they reach the client as GraphQL errors
 * (FORBIDDEN, UNAUTHENTICATED, UPSTREAM_UNAVAILABLE).
 */
export function cabinetUserErrors(
  error: unknown,
  forbiddenCodes: readonly string[] = [],
): UserError[] {
  if (!(error instanceof UpstreamError)) throw error;
  const business =
    BUSINESS_STATUSES.has(error.status) ||
    (error.status === 403 && forbiddenCodes.includes(error.code ?? ''));
  if (!business) throw error;
  const code = error.code ?? 'FAILED';
  const field = FIELD_OF_CODE[code];
  return [{ field: field ? [field] : [], message: error.message, code }];
}
