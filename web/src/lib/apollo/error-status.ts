import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { data } from 'react-router';

const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
};

/**
 * The HTTP status a page should answer with when its data failed to load: the GraphQL error code
 * when the BFF gave one, the BFF's own HTTP status otherwise, and 500 for anything else.
 */
export function statusFromError(error: unknown): number {
  if (CombinedGraphQLErrors.is(error)) {
    for (const item of error.errors) {
      const code = item.extensions?.['code'];
      if (typeof code === 'string' && STATUS_BY_CODE[code]) return STATUS_BY_CODE[code];
    }
    return 500;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return error.statusCode >= 400 ? error.statusCode : 500;
  }
  return 500;
}

/** The operation's name, for the log. */
function operationName(query: {
  definitions: readonly { kind: string; name?: { value: string } }[];
}): string {
  const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
  return operation?.name?.value ?? 'query';
}

/**
 * What a route's loader throws when its query failed: the route's HTTP status as the router's
 * data (critical data throws to the error page). A missing page or a lost session is the
 * visitor's; a failure of ours is logged with its cause.
 */
export function routeQueryFailure(
  error: unknown,
  query: { definitions: readonly { kind: string; name?: { value: string } }[] },
) {
  const status = statusFromError(error);
  if (status >= 500) console.error(`route query ${operationName(query)} failed`, error);
  return data(null, { status });
}
