import { graphql } from '../../__generated__/gql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { SellerHeader } from '../../features/seller/SellerHeader.tsx';
import { sellerStructuredData } from '../../features/seller/structured-data.ts';
import { scopedPageRoute } from './scoped-page.tsx';
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
        ...SeoHead @unmask
      }
      ...SellerHeader_seller
    }
  }
`);

/** The seller and its listing load side by side; an unknown slug answers 404. */
export const { loader, Component, warm } = scopedPageRoute(
  SellerRouteQuery,
  (data) => data.seller,
  {
    listing: 'SELLER',
    className: styles.page,
    jsonLd: (seller, canonical) => sellerStructuredData(seller, canonical),
    header: (seller) => (
      <>
        <Breadcrumbs trail={[]} current={seller.title} />
        <SellerHeader seller={seller} />
      </>
    ),
  },
);
