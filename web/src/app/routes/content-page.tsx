import { graphql } from '../../__generated__/gql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { breadcrumbJsonLd, trail } from '../../features/catalog/breadcrumbs.ts';
import { ContentArticle } from '../../features/content/ContentArticle.tsx';
import { ContentMenu } from '../../features/content/ContentMenu.tsx';
import { informationSlugOf } from '../../features/content/information-pages.ts';
import { scopedPageRoute } from './scoped-page.tsx';
import styles from './content-page.module.scss';

/** An information page's query: the store frame, the page and the menu of its siblings; null page means 404. */
export const ContentPageRouteQuery = graphql(`
  query ContentPageRoute($slug: String!) {
    ...StoreShell_query
    contentPage(slug: $slug) {
      slug
      title
      seo {
        ...SeoHead @unmask
      }
      ...ContentArticle_page
    }
    contentPages {
      slug
      title
    }
  }
`);

/** An information page at /{slug}: its text and the menu of its siblings, without a listing. */
export const { loader, Component, warm } = scopedPageRoute(
  ContentPageRouteQuery,
  (data) => data.contentPage,
  {
    slugOf: (url) => informationSlugOf(url.pathname),
    className: styles.page,
    jsonLd: (content, canonical) =>
      breadcrumbJsonLd(canonical, trail({ title: content.title, path: `/${content.slug}` })),
    header: (content, data) => (
      <>
        <Breadcrumbs trail={[]} current={content.title} />
        <div className={styles.layout}>
          <ContentMenu pages={data.contentPages} />
          <ContentArticle page={content} />
        </div>
      </>
    ),
  },
);
