import { GraphQLError, Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import { loadTypeDefs } from './schema.ts';
import type { UserError, UserErrorCode } from './__generated__/resolvers-types.ts';

/** A failed REST call: its HTTP status (0 when the API could not be reached) and the API's code. */
export class UpstreamError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Resolves to null when the REST API answers 404 (an unknown id or slug); other failures pass through. */
export async function nullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

export type GraphQLErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

/** The one mapping from a REST status to a GraphQL `extensions.code`. */
export function codeForStatus(status: number): GraphQLErrorCode {
  // 413, 414 and 431: the request was too large for the API, which is the client's doing.
  if (status === 400 || status === 422 || status === 413 || status === 414 || status === 431) {
    return 'BAD_USER_INPUT';
  }
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || status === 429) return 'RATE_LIMITED';
  return 'UPSTREAM_UNAVAILABLE';
}

/** Turns a REST failure into the GraphQL error clients see; 5xx and network details stay hidden. */
export function toGraphQLError(
  error: UpstreamError,
  extra: Record<string, unknown> = {},
): GraphQLError {
  const code = codeForStatus(error.status);
  const message =
    code === 'UPSTREAM_UNAVAILABLE'
      ? 'Сервис временно недоступен, попробуйте позже'
      : error.message;
  return new GraphQLError(message, {
    extensions: { code, ...(error.code ? { reason: error.code } : {}), ...extra },
  });
}

/** Every value of the schema's `UserErrorCode`, read once from `schema/base.graphql`. */
const USER_ERROR_CODES: ReadonlySet<string> = new Set(
  (
    parse(loadTypeDefs()[0] ?? '').definitions.find(
      (d): d is EnumTypeDefinitionNode =>
        d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === 'UserErrorCode',
    )?.values ?? []
  ).map((value) => value.name.value),
);

/**
 * The schema code of an API error code: the same name when `UserErrorCode` has it, else FAILED. A
 * new API code reaches clients by adding it to the enum.
 */
export function userErrorCode(apiCode: string | undefined): UserErrorCode {
  return apiCode && USER_ERROR_CODES.has(apiCode) ? (apiCode as UserErrorCode) : 'FAILED';
}

export interface UserErrorOptions {
  /** The input field each code concerns (its path); other codes concern the whole form. */
  fields?: Partial<Record<UserErrorCode, string[]>>;
  /** 403 codes that are the user's business (a refusal to show), not a missing permission. */
  forbiddenCodes?: readonly string[];
  /** A code to report instead of the API's, for every business failure of this mutation. */
  codeOverride?: (error: UpstreamError) => UserErrorCode | undefined;
}

/**
 * The one mapper from a REST failure of a mutation to the user errors of its payload, by the API's
 * own error code. The API's answers to the input itself (400, 404, 409, 413, 422, 429, and a 403
 * named in `forbiddenCodes`) come back as data; a lost session, a missing permission, an
 * unreachable API and anything that is not an `UpstreamError` are rethrown, so they reach the
 * client as GraphQL errors (UNAUTHENTICATED, FORBIDDEN, UPSTREAM_UNAVAILABLE).
 */
export function userErrorsFrom(error: unknown, options: UserErrorOptions = {}): UserError[] {
  if (!(error instanceof UpstreamError)) throw error;
  const business =
    BUSINESS_STATUSES.has(error.status) ||
    (error.status === 403 && (options.forbiddenCodes ?? []).includes(error.code ?? ''));
  if (!business) throw error;
  const code =
    options.codeOverride?.(error) ??
    (error.status === 429 ? 'RATE_LIMITED' : userErrorCode(error.code));
  return [{ field: options.fields?.[code] ?? [], message: error.message, code }];
}

/** Statuses that answer the input itself, so the user can act on them. */
const BUSINESS_STATUSES = new Set([400, 404, 409, 413, 422, 429]);

/**
 * The payload of a mutation: under `key` what `run` answers and no user errors, or null and the
 * user errors its refusal maps to.
 */
export async function payloadOf<K extends string, T>(
  key: K,
  run: () => Promise<T>,
  toUserErrors: (error: unknown) => UserError[],
): Promise<Record<K, T | null> & { userErrors: UserError[] }> {
  let value: T | null = null;
  let userErrors: UserError[] = [];
  try {
    value = await run();
  } catch (error) {
    userErrors = toUserErrors(error);
  }
  return { [key]: value, userErrors } as Record<K, T | null> & { userErrors: UserError[] };
}
