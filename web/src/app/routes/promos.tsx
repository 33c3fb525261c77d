import { graphql } from '../../__generated__/gql.ts';
import type { PromosRouteQuery as PromosRouteData } from '../../__generated__/graphql.ts';
import { PromoList } from '../../features/promo/PromoList.tsx';
import { PROMOS_TITLE } from '../../features/promo/texts.ts';
import { queryRoute, type QueryPageProps } from './query-route.tsx';
import { SectionPage } from './section-page.tsx';
import styles from './promo-pages.module.scss';

/** The promotions page: the store frame and every promotion of the market. */
export const PromosRouteQuery = graphql(`
  query PromosRoute {
    ...StoreShell_query
    promoCatalog {
      seo {
        ...SeoHead @unmask
        h1
      }
      ...PromoList_page
    }
  }
`);

function PromosPage({ data, canonical }: QueryPageProps<PromosRouteData>) {
  const { seo } = data.promoCatalog;
  return (
    <SectionPage
      query={data}
      seo={seo}
      canonical={canonical}
      crumb={{ title: PROMOS_TITLE, path: '/promos' }}
      heading={seo.h1 || PROMOS_TITLE}
      styles={styles}
    >
      <PromoList page={data.promoCatalog} />
    </SectionPage>
  );
}

export const { loader, Component, warm } = queryRoute({ query: PromosRouteQuery }, PromosPage);
