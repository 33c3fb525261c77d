import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { SellerRouteQuery as SellerRouteData } from '../../__generated__/graphql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import { SellerHeader } from '../../features/seller/SellerHeader.tsx';
import { sellerStructuredData } from '../../features/seller/structured-data.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-data.ts';
import { StoreShell } from '../shell/StoreShell.tsx';
import { loadScopedListing, type ScopedListingData } from './scoped-listing.ts';
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

/** The seller and its listing load side by side; an unknown slug answers 404. */
export function loader(args: LoaderFunctionArgs): Promise<ScopedListingData> {
  return loadScopedListing(args, 'SELLER', SellerRouteQuery, (data) => !!data.seller);
}

export function Component() {
  const { slug } = useLoaderData<ScopedListingData>();
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
  const { viewMode, canonical } = useLoaderData<ScopedListingData>();
  const { seo } = seller;
  useHead({
    ...seoHead(seo),
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
