import { redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import { deferQuery } from '../../lib/apollo/deferred.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { pageCount } from '../../components/ui/page-items.ts';
import { changeParams, pageChange } from './listing-links.ts';
import { listingInputFromUrl, type ListingScopeValue } from './listing-params.ts';
import { streamsListing } from './listing-stream.ts';
import { resolveViewMode, type ViewMode } from './view-mode.ts';

/** The listing screen's query: one page of products with the facets of the whole result. */
export const ListingScreenQuery = graphql(`
  query ListingScreen($input: ListingInput!) {
    listing(input: $input) {
      totalSize
      isAccurate
      page
      pageSize
      products {
        id
        ...ProductCard_product
      }
      facets {
        ...ListingFacets_facets
      }
    }
  }
`);

/** What a listing route's loader hands to the listing screen. */
export interface ListingLoaderData {
  viewMode: ViewMode;
}

/**
 * Loads a listing for a route's loader (catalogue, category, search, promotion, seller) so the page
 * renders with it on the server; a failure becomes the page's status. A page past the end
 * redirects to the last page (the first when nothing matches), so the count and the products
 * agree. The view mode comes from the address or the visitor's cookie.
 *
 * Where the page may stream (see `streamsListing`), the server render does not wait for the
 * listing: the page's shell goes out first and the listing follows when the BFF answers.
 */
export async function loadListing(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  scope: ListingScopeValue | null,
): Promise<ListingLoaderData> {
  const url = new URL(request.url);
  const input = listingInputFromUrl(scope, url);
  const client = context.get(apolloClientContext);
  if (streamsListing(request, input)) {
    deferQuery(client, client.query({ query: ListingScreenQuery, variables: { input } }));
  } else {
    const { listing } = await loadRouteQuery(client, ListingScreenQuery, { input });
    const last = pageCount(listing.totalSize, listing.pageSize);
    if ((input.page ?? 1) > last) {
      throw redirect(`${url.pathname}${changeParams(url.searchParams, pageChange(last))}`);
    }
  }
  const cookies = typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie;
  return { viewMode: resolveViewMode(url.searchParams, cookies) };
}
