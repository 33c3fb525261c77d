import type { TypedDocumentNode } from '@apollo/client';
import { data as response, type LoaderFunctionArgs } from 'react-router';
import type { ListingScopeKind } from '../../__generated__/graphql.ts';
import { canonicalUrl } from '../../features/catalog/breadcrumbs.ts';
import { loadListing, type ListingLoaderData } from '../../features/catalog/load-listing.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { isPossibleSlug } from '../../lib/rules/listing.ts';

/** What the loader of a category, promotion or seller page hands to its component. */
export interface ScopedListingData extends ListingLoaderData {
  slug: string;
  canonical: string;
}

/**
 * The loader of a page made of one thing (a category, promotion or seller) and its listing: both
 * load side by side, and a slug that names nothing (or cannot name anything, being too long)
 * answers 404 with the error page.
 */
export async function loadScopedListing<TData>(
  args: LoaderFunctionArgs,
  kind: ListingScopeKind,
  query: TypedDocumentNode<TData, { slug: string }>,
  found: (data: TData) => boolean,
): Promise<ScopedListingData> {
  const slug = args.params['slug'] ?? '';
  if (!isPossibleSlug(slug)) throw response(null, { status: 404 });
  const client = args.context.get(apolloClientContext);
  const [page, listing] = await Promise.allSettled([
    loadRouteQuery(client, query, { slug }),
    loadListing(args, { kind, slug }),
  ]);
  if (page.status === 'rejected') throw page.reason;
  if (!found(page.value)) throw response(null, { status: 404 });
  if (listing.status === 'rejected') throw listing.reason;
  return { ...listing.value, slug, canonical: canonicalUrl(new URL(args.request.url)) };
}
