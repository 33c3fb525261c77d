import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { SearchRouteQuery as SearchRouteData } from '../../__generated__/graphql.ts';
import { breadcrumbJsonLd, trail } from '../../features/catalog/breadcrumbs.ts';
import { loadListing, type ListingLoaderData } from '../../features/catalog/load-listing.ts';
import { searchTitle } from '../../features/search/search-title.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { warmQuerySteps, type RouteWarmUp } from '../../lib/apollo/warm-query.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { CatalogListing, warmListing } from './catalog-listing.tsx';

/** The search results page's frame; the results are the listing screen's. */
export const SearchRouteQuery = graphql(`
  query SearchRoute {
    ...StoreShell_query
  }
`);

interface SearchLoaderData extends ListingLoaderData {
  text: string;
  origin: string;
}

export async function loader(args: LoaderFunctionArgs): Promise<SearchLoaderData> {
  const url = new URL(args.request.url);
  const [, listing] = await Promise.all([
    loadRouteQuery(args.context.get(apolloClientContext), SearchRouteQuery),
    loadListing(args, null),
  ]);
  return { ...listing, text: url.searchParams.get('text')?.trim() ?? '', origin: url.origin };
}

/** Prepares the page's first reads of its query and its listing before hydration. */
export const warm: RouteWarmUp = (client, location) => [
  ...warmQuerySteps(client, SearchRouteQuery),
  ...warmListing(client, null, location),
];

export function Component() {
  const { data, error } = useQuery(SearchRouteQuery);
  if (error) throw error;
  if (!data) return null;
  return <SearchPage data={data} />;
}

function SearchPage({ data }: { data: SearchRouteData }) {
  const { viewMode, text, origin } = useLoaderData<SearchLoaderData>();
  const title = searchTitle(text);
  const crumbs = trail({ title, path: `/search?text=${encodeURIComponent(text)}` });
  // Search results are never indexed (spec: search pages are noindex).
  useHead({
    title,
    noindex: true,
    canonical: new URL('/search', origin).href,
    jsonLd: breadcrumbJsonLd(origin, crumbs),
  });
  return (
    <StoreShell query={data}>
      <CatalogListing crumbs={crumbs} title={title} viewMode={viewMode} />
    </StoreShell>
  );
}
