import { GraphQLError } from 'graphql';

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

export type GraphQLErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

/** The one mapping from a REST status to a GraphQL `extensions.code`. */
export function codeForStatus(status: number): GraphQLErrorCode {
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
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
