import { useQuery } from '@apollo/client/react';
import { data as response, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { PromoRouteQuery as PromoRouteData } from '../../__generated__/graphql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { breadcrumbJsonLd, canonicalUrl, trail } from '../../features/catalog/breadcrumbs.ts';
import { ListingScreen } from '../../features/catalog/ListingScreen.tsx';
import { loadListing, type ListingLoaderData } from '../../features/catalog/load-listing.ts';
import { PromoHeader } from '../../features/promo/PromoHeader.tsx';
import { PROMOS_TITLE } from '../../features/promo/texts.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
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

interface PromoLoaderData extends ListingLoaderData {
  slug: string;
  canonical: string;
}

/** The promotion and its listing load side by side; an unknown slug answers 404. */
export async function loader(args: LoaderFunctionArgs): Promise<PromoLoaderData> {
  const slug = args.params['slug'] ?? '';
  const client = args.context.get(apolloClientContext);
  const [page, listing] = await Promise.allSettled([
    loadRouteQuery(client, PromoRouteQuery, { slug }),
    loadListing(args, { kind: 'PROMO', slug }),
  ]);
  if (page.status === 'rejected') throw page.reason;
  if (!page.value.promo) throw response(null, { status: 404 });
  if (listing.status === 'rejected') throw listing.reason;
  return { ...listing.value, slug, canonical: canonicalUrl(new URL(args.request.url)) };
}

export function Component() {
  const { slug } = useLoaderData<PromoLoaderData>();
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
  const { viewMode, canonical } = useLoaderData<PromoLoaderData>();
  const { seo } = promo;
  const promos = { title: PROMOS_TITLE, path: '/promos' };
  useHead({
    title: seo.pageTitle,
    description: seo.metaDescription,
    keywords: seo.metaKeywords,
    noindex: seo.noindex,
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
