import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import { ErrorPage } from '../../features/error/ErrorPage.tsx';
import { ErrorPageBoundary } from '../../features/error/ErrorPageBoundary.tsx';

export const ErrorRouteQuery = graphql(`
  query ErrorRoute {
    market {
      id
      ...ErrorPage_market
    }
  }
`);

/** The status of a routing error: the thrown response's, or 500 for anything unexpected. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The root error boundary: an unknown route (404), a failed page load or a render failure shows
 * the error page. It asks for the market on its own, and falls back to garwin's look without it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = errorStatus(error);
  const { data } = useQuery(ErrorRouteQuery);

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} market={data?.market ?? null} />
    </ErrorPageBoundary>
  );
}
