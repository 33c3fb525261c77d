import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { PromosRouteQuery as PromosRouteData } from '../../__generated__/graphql.ts';
import { breadcrumbJsonLd, trail } from '../../features/catalog/breadcrumbs.ts';
import { PromoList } from '../../features/promo/PromoList.tsx';
import { PROMOS_TITLE } from '../../features/promo/texts.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { canonicalUrl } from '../../lib/head/canonical-url.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-data.ts';
import { StoreShell } from '../shell/StoreShell.tsx';
import styles from './promo-pages.module.scss';

/** The promotions page: the store frame and every promotion of the market. */
export const PromosRouteQuery = graphql(`
  query PromosRoute {
    ...StoreShell_query
    promoCatalog {
      seo {
        pageTitle
        metaDescription
        metaKeywords
        noindex
        h1
      }
      ...PromoList_page
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await loadRouteQuery(context.get(apolloClientContext), PromosRouteQuery);
  return { canonical: canonicalUrl(request.url) };
}

export function Component() {
  const { data, error } = useQuery(PromosRouteQuery);
  if (error) throw error;
  if (!data) return null;
  return <PromosPage data={data} />;
}

function PromosPage({ data }: { data: PromosRouteData }) {
  const { canonical } = useLoaderData<typeof loader>();
  const { seo } = data.promoCatalog;
  useHead({
    ...seoHead(seo),
    canonical,
    jsonLd: breadcrumbJsonLd(canonical, trail({ title: PROMOS_TITLE, path: '/promos' })),
  });
  return (
    <StoreShell query={data}>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs trail={[]} current={PROMOS_TITLE} />
        <h1 className={styles.title}>{seo.h1 || PROMOS_TITLE}</h1>
        <PromoList page={data.promoCatalog} />
      </div>
    </StoreShell>
  );
}
