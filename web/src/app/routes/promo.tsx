import { graphql } from '../../__generated__/gql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { breadcrumbJsonLd, trail } from '../../features/catalog/breadcrumbs.ts';
import { PromoHeader } from '../../features/promo/PromoHeader.tsx';
import { PROMOS_TITLE } from '../../features/promo/texts.ts';
import { scopedPageRoute } from './scoped-page.tsx';
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
        ...SeoHead @unmask
      }
      ...PromoHeader_promo
    }
  }
`);

const PROMOS = { title: PROMOS_TITLE, path: '/promos' };

/** The promo and its listing load side by side; an unknown slug answers 404. */
export const { loader, Component, warm } = scopedPageRoute(PromoRouteQuery, (data) => data.promo, {
  listing: 'PROMO',
  className: styles.page,
  jsonLd: (promo, canonical) =>
    breadcrumbJsonLd(
      canonical,
      trail(PROMOS, { title: promo.title, path: `/promos/${promo.slug}` }),
    ),
  header: (promo) => (
    <>
      <Breadcrumbs trail={[{ to: PROMOS.path, title: PROMOS.title }]} current={promo.title} />
      <PromoHeader promo={promo} />
    </>
  ),
});
