import { useQuery } from '@apollo/client/react';
import { data as response, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { SellerRouteQuery as SellerRouteData } from '../../__generated__/graphql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { canonicalUrl } from '../../features/catalog/breadcrumbs.ts';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import { loadListing, type ListingLoaderData } from '../../features/catalog/load-listing.ts';
import { SellerHeader } from '../../features/seller/SellerHeader.tsx';
import { sellerStructuredData } from '../../features/seller/structured-data.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import styles from './promo-pages.module.scss';

/** A seller page: the store frame and the seller; its products come with the listing. */
export const SellerRouteQuery = graphql(`
  query SellerRoute($slug: String!) {
    ...StoreShell_query
    seller(slug: $slug) {
      slug
      title
      description
      image {
        id
        url(width: 240)
      }
      seo {
        pageTitle
        metaDescription
        metaKeywords
        noindex
      }
      ...SellerHeader_seller
    }
  }
`);

interface SellerLoaderData extends ListingLoaderData {
  slug: string;
  canonical: string;
}

/** The seller and its listing load side by side; an unknown slug answers 404. */
export async function loader(args: LoaderFunctionArgs): Promise<SellerLoaderData> {
  const slug = args.params['slug'] ?? '';
  const client = args.context.get(apolloClientContext);
  const [page, listing] = await Promise.allSettled([
    loadRouteQuery(client, SellerRouteQuery, { slug }),
    loadListing(args, { kind: 'SELLER', slug }),
  ]);
  if (page.status === 'rejected') throw page.reason;
  if (!page.value.seller) throw response(null, { status: 404 });
  if (listing.status === 'rejected') throw listing.reason;
  return { ...listing.value, slug, canonical: canonicalUrl(new URL(args.request.url)) };
}

export function Component() {
  const { slug } = useLoaderData<SellerLoaderData>();
  const { data, error } = useQuery(SellerRouteQuery, { variables: { slug } });
  if (error) throw error;
  if (!data?.seller) return null;
  return <SellerPage data={data} seller={data.seller} />;
}

function SellerPage({
  data,
  seller,
}: {
  data: SellerRouteData;
  seller: NonNullable<SellerRouteData['seller']>;
}) {
  const { viewMode, canonical } = useLoaderData<SellerLoaderData>();
  const { seo } = seller;
  useHead({
    title: seo.pageTitle,
    description: seo.metaDescription,
    keywords: seo.metaKeywords,
    noindex: seo.noindex,
    canonical,
    jsonLd: sellerStructuredData(seller, canonical),
  });
  return (
    <StoreShell query={data}>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs trail={[]} current={seller.title} />
        <SellerHeader seller={seller} />
        <ListingScreen scope={{ kind: 'SELLER', slug: seller.slug }} viewMode={viewMode} />
      </div>
    </StoreShell>
  );
}
