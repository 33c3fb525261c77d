import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CatalogRouteQuery as CatalogRouteData } from '../../__generated__/graphql.ts';
import {
  breadcrumbJsonLd,
  canonicalUrl,
  CATALOG_CRUMB,
  trail,
} from '../../features/catalog/breadcrumbs.ts';
import { CatalogCategories } from '../../features/catalog/CatalogCategories.tsx';
import { loadListing, type ListingLoaderData } from '../../features/catalog/load-listing.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { warmQuerySteps, type RouteWarmUp } from '../../lib/apollo/warm-query.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { CatalogListing, warmListing } from './catalog-listing.tsx';

/** The catalogue root: the store frame, the top categories and the page's SEO data. */
export const CatalogRouteQuery = graphql(`
  query CatalogRoute {
    ...StoreShell_query
    categoryCatalog {
      seo {
        ...SeoHead @unmask
        h1
      }
      ...CatalogCategories_page
    }
  }
`);

interface CatalogLoaderData extends ListingLoaderData {
  canonical: string;
}

export async function loader(args: LoaderFunctionArgs): Promise<CatalogLoaderData> {
  const [, listing] = await Promise.all([
    loadRouteQuery(args.context.get(apolloClientContext), CatalogRouteQuery),
    loadListing(args, null),
  ]);
  return { ...listing, canonical: canonicalUrl(new URL(args.request.url)) };
}

/** Prepares the page's first reads of its query and its listing before hydration. */
export const warm: RouteWarmUp = (client, location) => [
  ...warmQuerySteps(client, CatalogRouteQuery),
  ...warmListing(client, null, location),
];

export function Component() {
  const { data, error } = useQuery(CatalogRouteQuery);
  if (error) throw error;
  if (!data) return null;
  return <CatalogPage data={data} />;
}

const CRUMBS = trail(CATALOG_CRUMB);

function CatalogPage({ data }: { data: CatalogRouteData }) {
  const { viewMode, canonical } = useLoaderData<CatalogLoaderData>();
  const { seo } = data.categoryCatalog;
  useHead({
    ...seoHead(seo),
    canonical,
    jsonLd: breadcrumbJsonLd(new URL(canonical).origin, CRUMBS),
  });
  return (
    <StoreShell query={data}>
      <CatalogListing crumbs={CRUMBS} title={seo.h1 || seo.pageTitle} viewMode={viewMode}>
        <CatalogCategories page={data.categoryCatalog} />
      </CatalogListing>
    </StoreShell>
  );
}
