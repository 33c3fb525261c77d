import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import {
  data as response,
  useLoaderData,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import type { ListingScopeKind } from '../../__generated__/graphql.ts';
import { canonicalUrl as listingCanonical } from '../../features/catalog/breadcrumbs.ts';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import { loadListing, type ListingLoaderData } from '../../features/catalog/load-listing.ts';
import { onboardingHint, warmListing } from './catalog-listing.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { warmQuerySteps, type RouteWarmUp } from '../../lib/apollo/warm-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { canonicalUrl as pageCanonical } from '../../lib/head/canonical-url.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead, type SeoData } from '../../lib/head/head-context.tsx';
import { isPossibleSlug } from '../../lib/rules/listing.ts';
import { StoreShell, type StoreShellQueryFragment } from '../shell/StoreShell.tsx';

/**
 * What a page made of one thing named by a slug (a category, promotion, seller or information
 * page) shows above its listing, and how it describes itself to the head.
 */
export interface ScopedPage<TData, TThing> {
  /**
   * The scope of the listing under the header. A page with a listing keeps the brand pre-filter
   * and the page number in its canonical address; a page without one has its path alone.
   */
  listing?: ListingScopeKind;
  /** The slug in the address; the `:slug` parameter unless said otherwise. */
  slugOf?: (url: URL) => string;
  /** The class of the page's container. */
  className: string | undefined;
  /** The page's structured data (JSON-LD), given its canonical address. */
  jsonLd: (thing: TThing, canonical: string) => object;
  /** What stands above the listing: the trail, the heading and the thing's own content. */
  header: (thing: TThing, data: TData) => ReactNode;
  /** The listing's filters carry the onboarding hint (the category page). */
  filtersHint?: boolean;
}

/** What the loader of a scoped page hands to its component. */
interface ScopedPageData {
  slug: string;
  canonical: string;
  listing: ListingLoaderData | null;
}

/**
 * The loader and component of a scoped page. The thing and its listing load side by side; a slug
 * that names nothing (or cannot name anything, being too long) answers 404 with the error page,
 * and the listing's own failures and redirects (a page past the end) come after that.
 */
export function scopedPageRoute<
  TData extends FragmentType<typeof StoreShellQueryFragment>,
  TThing extends { slug: string; seo: SeoData },
>(
  query: TypedDocumentNode<TData, { slug: string }>,
  /** The thing in the query's answer; none answers 404 with the error page. */
  thingOf: (data: TData) => TThing | null | undefined,
  page: ScopedPage<TData, NoInfer<TThing>>,
) {
  const slugIn = (url: URL, params: Params) =>
    page.slugOf ? page.slugOf(url) : (params['slug'] ?? '');

  async function loader(args: LoaderFunctionArgs): Promise<ScopedPageData> {
    const url = new URL(args.request.url);
    const slug = slugIn(url, args.params);
    if (!isPossibleSlug(slug)) throw response(null, { status: 404 });
    const client = args.context.get(apolloClientContext);
    const [found, listing] = await Promise.allSettled([
      loadRouteQuery(client, query, { slug }),
      page.listing ? loadListing(args, { kind: page.listing, slug }) : null,
    ]);
    if (found.status === 'rejected') throw found.reason;
    if (!thingOf(found.value)) throw response(null, { status: 404 });
    if (listing.status === 'rejected') throw listing.reason;
    const canonical = page.listing ? listingCanonical(url) : pageCanonical(url.href);
    return { slug, canonical, listing: listing.value };
  }

  function ScopedPageView({ data, thing }: { data: TData; thing: TThing }) {
    const { listing, canonical } = useLoaderData<ScopedPageData>();
    useHead({ ...seoHead(thing.seo), canonical, jsonLd: page.jsonLd(thing, canonical) });
    return (
      <StoreShell query={data}>
        <div className={`container ${page.className}`}>
          {page.header(thing, data)}
          {page.listing && listing && (
            <ListingScreen
              filtersHint={page.filtersHint ? onboardingHint : undefined}
              scope={{ kind: page.listing, slug: thing.slug }}
              viewMode={listing.viewMode}
            />
          )}
        </div>
      </StoreShell>
    );
  }

  function Component() {
    const { slug } = useLoaderData<ScopedPageData>();
    const { data, error } = useQuery(query, { variables: { slug } });
    if (error) throw error;
    const thing = data && thingOf(data);
    if (!data || !thing) return null;
    return <ScopedPageView data={data} thing={thing} />;
  }

  const warm: RouteWarmUp = (client, location, params) => {
    const slug = slugIn(new URL(location.href), params);
    return [
      ...warmQuerySteps(client, query, { slug }),
      ...(page.listing ? warmListing(client, { kind: page.listing, slug }, location) : []),
    ];
  };

  return { loader, Component, warm };
}
