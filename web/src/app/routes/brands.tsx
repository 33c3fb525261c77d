import { graphql } from '../../__generated__/gql.ts';
import type { BrandsRouteQuery as BrandsRouteData } from '../../__generated__/graphql.ts';
import { BrandIndex } from '../../features/brands/BrandIndex.tsx';
import { formatCount, pluralRu } from '../../lib/intl.ts';
import { queryRoute, type QueryPageProps } from './query-route.tsx';
import { SectionPage } from './section-page.tsx';
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
        ...SeoHead @unmask
        h1
      }
      ...BrandIndex_page
    }
  }
`);

const BRANDS_TITLE = 'Бренды';
const BRAND_FORMS = ['бренд', 'бренда', 'брендов'] as const;

function BrandsPage({ data, canonical }: QueryPageProps<BrandsRouteData>) {
  const { seo, brands } = data.brandIndex;
  return (
    <SectionPage
      query={data}
      seo={seo}
      canonical={canonical}
      crumb={{ title: BRANDS_TITLE, path: '/brands' }}
      heading={seo.h1 ?? BRANDS_TITLE}
      styles={styles}
    >
      <p className={styles.lead}>
        {formatCount(brands.length)} {pluralRu(brands.length, BRAND_FORMS)} в каталоге — выберите
        бренд, чтобы увидеть его товары
      </p>
      <BrandIndex page={data.brandIndex} />
    </SectionPage>
  );
}

export const { loader, Component, warm } = queryRoute({ query: BrandsRouteQuery }, BrandsPage);
