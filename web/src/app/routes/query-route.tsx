import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import {
  data as response,
  useLoaderData,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { warmQuerySteps, type RouteWarmUp } from '../../lib/apollo/warm-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { canonicalUrl } from '../../lib/head/canonical-url.ts';

/** A route whose page is its one query. */
export interface QueryRoute<TData, TVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  /** The query's variables from the address; the loader and the page read the same ones. */
  variables?: (location: { search: string }, params: Params) => TVariables;
  /** The answer has nothing to show: the page answers `missingStatus` with the error page. */
  missing?: (data: TData) => boolean;
  /** 404 unless said otherwise. */
  missingStatus?: number;
}

/** What the page of a query route gets: the answer, and its canonical address (path alone). */
export interface QueryPageProps<TData> {
  data: TData;
  canonical: string;
}

/**
 * The loader of a query route: runs the query so the page renders from the cache on the server
 * and on navigation; a failure becomes the route's HTTP status, and so does a `missing` answer.
 */
export function queryLoader<TData, TVariables extends OperationVariables>(
  route: QueryRoute<TData, TVariables>,
) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const client = context.get(apolloClientContext);
    const found = await loadRouteQuery(client, route.query, route.variables?.(url, params));
    if (route.missing?.(found)) throw response(null, { status: route.missingStatus ?? 404 });
    return { canonical: canonicalUrl(url.href) };
  };
}

/**
 * The loader and component of a query route: the component shows `Page` with the cached answer.
 * `warm` prepares that first read before hydration (see `warmQuerySteps`).
 */
export function queryRoute<TData, TVariables extends OperationVariables>(
  route: QueryRoute<TData, TVariables>,
  Page: ComponentType<QueryPageProps<TData>>,
) {
  const loader = queryLoader(route);

  function Component() {
    const location = useLocation();
    const params = useParams();
    const variables = route.variables?.(location, params);
    const { canonical } = useLoaderData<typeof loader>();
    const { data, error } = useQuery(route.query, { variables } as useQuery.Options<
      TData,
      TVariables
    >);
    if (error) throw error;
    if (!data) return null;
    return <Page data={data as TData} canonical={canonical} />;
  }

  const warm: RouteWarmUp = (client, location, params) =>
    warmQuerySteps(client, route.query, route.variables?.(location, params));

  return { loader, Component, warm };
}
