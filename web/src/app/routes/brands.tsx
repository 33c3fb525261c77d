import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { BrandsRouteQuery as BrandsRouteData } from '../../__generated__/graphql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { BrandIndex } from '../../features/brands/BrandIndex.tsx';
import { breadcrumbJsonLd, trail } from '../../features/catalog/breadcrumbs.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { canonicalUrl } from '../../lib/head/canonical-url.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-data.ts';
import { formatCount, pluralRu } from '../../lib/intl.ts';
import { StoreShell } from '../shell/StoreShell.tsx';
import styles from './content-page.module.scss';

/** The brands page's query: the store frame and every brand with its product count. */
export const BrandsRouteQuery = graphql(`
  query BrandsRoute {
    ...StoreShell_query
    brandIndex {
      brands {
        id
      }
      seo {
        pageTitle
        metaDescription
        metaKeywords
        noindex
        h1
      }
      ...BrandIndex_page
    }
  }
`);

const BRANDS_TITLE = 'Бренды';
const BRAND_FORMS = ['бренд', 'бренда', 'брендов'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await loadRouteQuery(context.get(apolloClientContext), BrandsRouteQuery);
  return { canonical: canonicalUrl(request.url) };
}

export function Component() {
  const { data, error } = useQuery(BrandsRouteQuery);
  if (error) throw error;
  if (!data) return null;
  return <BrandsPage data={data} />;
}

function BrandsPage({ data }: { data: BrandsRouteData }) {
  const { canonical } = useLoaderData<typeof loader>();
  const { seo, brands } = data.brandIndex;
  useHead({
    ...seoHead(seo),
    canonical,
    jsonLd: breadcrumbJsonLd(canonical, trail({ title: BRANDS_TITLE, path: '/brands' })),
  });
  return (
    <StoreShell query={data}>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs trail={[]} current={BRANDS_TITLE} />
        <h1 className={styles.title}>{seo.h1 ?? BRANDS_TITLE}</h1>
        <p className={styles.lead}>
          {formatCount(brands.length)} {pluralRu(brands.length, BRAND_FORMS)} в каталоге — выберите
          бренд, чтобы увидеть его товары
        </p>
        <BrandIndex page={data.brandIndex} />
      </div>
    </StoreShell>
  );
}
