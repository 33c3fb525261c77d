import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { PromoRouteQuery as PromoRouteData } from '../../__generated__/graphql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { breadcrumbJsonLd, trail } from '../../features/catalog/breadcrumbs.ts';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import { PromoHeader } from '../../features/promo/PromoHeader.tsx';
import { PROMOS_TITLE } from '../../features/promo/texts.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-data.ts';
import { StoreShell } from '../shell/StoreShell.tsx';
import { loadScopedListing, type ScopedListingData } from './scoped-listing.ts';
import styles from './promo-pages.module.scss';

/** A promotion page: the store frame and the promotion; its products come with the listing. */
export const PromoRouteQuery = graphql(`
  query PromoRoute($slug: String!) {
    ...StoreShell_query
    promo(slug: $slug) {
      id
      slug
      title
      seo {
        pageTitle
        metaDescription
        metaKeywords
        noindex
      }
      ...PromoHeader_promo
    }
  }
`);

/** The promo and its listing load side by side; an unknown slug answers 404. */
export function loader(args: LoaderFunctionArgs): Promise<ScopedListingData> {
  return loadScopedListing(args, 'PROMO', PromoRouteQuery, (data) => !!data.promo);
}

export function Component() {
  const { slug } = useLoaderData<ScopedListingData>();
  const { data, error } = useQuery(PromoRouteQuery, { variables: { slug } });
  if (error) throw error;
  if (!data?.promo) return null;
  return <PromoPage data={data} promo={data.promo} />;
}

function PromoPage({
  data,
  promo,
}: {
  data: PromoRouteData;
  promo: NonNullable<PromoRouteData['promo']>;
}) {
  const { viewMode, canonical } = useLoaderData<ScopedListingData>();
  const { seo } = promo;
  const promos = { title: PROMOS_TITLE, path: '/promos' };
  useHead({
    ...seoHead(seo),
    canonical,
    jsonLd: breadcrumbJsonLd(
      canonical,
      trail(promos, { title: promo.title, path: `/promos/${promo.slug}` }),
    ),
  });
  return (
    <StoreShell query={data}>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs trail={[{ to: promos.path, title: promos.title }]} current={promo.title} />
        <PromoHeader promo={promo} />
        <ListingScreen scope={{ kind: 'PROMO', slug: promo.slug }} viewMode={viewMode} />
      </div>
    </StoreShell>
  );
}
