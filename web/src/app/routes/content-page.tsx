import { useQuery } from '@apollo/client/react';
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { ContentPageRouteQuery as ContentPageRouteData } from '../../__generated__/graphql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { breadcrumbJsonLd, trail } from '../../features/catalog/breadcrumbs.ts';
import { ContentArticle } from '../../features/content/ContentArticle.tsx';
import { ContentMenu } from '../../features/content/ContentMenu.tsx';
import { informationSlugOf } from '../../features/content/information-pages.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { canonicalUrl } from '../../lib/head/canonical-url.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-data.ts';
import { StoreShell } from '../shell/StoreShell.tsx';
import styles from './content-page.module.scss';

/** An information page's query: the store frame, the page and the menu of its siblings; null page means 404. */
export const ContentPageRouteQuery = graphql(`
  query ContentPageRoute($slug: String!) {
    ...StoreShell_query
    contentPage(slug: $slug) {
      slug
      title
      seo {
        pageTitle
        metaDescription
        metaKeywords
        noindex
      }
      ...ContentArticle_page
    }
    contentPages {
      slug
      title
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = informationSlugOf(new URL(request.url).pathname);
  const result = await loadRouteQuery(context.get(apolloClientContext), ContentPageRouteQuery, {
    slug,
  });
  if (!result.contentPage) throw data(null, { status: 404 });
  return { canonical: canonicalUrl(request.url) };
}

export function Component() {
  const slug = informationSlugOf(useLocation().pathname);
  const { data: page, error } = useQuery(ContentPageRouteQuery, { variables: { slug } });
  if (error) throw error;
  if (!page?.contentPage) return null;
  return <InformationPage page={page} content={page.contentPage} />;
}

function InformationPage({
  page,
  content,
}: {
  page: ContentPageRouteData;
  content: NonNullable<ContentPageRouteData['contentPage']>;
}) {
  const { canonical } = useLoaderData<typeof loader>();
  useHead({
    ...seoHead(content.seo),
    canonical,
    jsonLd: breadcrumbJsonLd(canonical, trail({ title: content.title, path: `/${content.slug}` })),
  });
  return (
    <StoreShell query={page}>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs trail={[]} current={content.title} />
        <div className={styles.layout}>
          <ContentMenu pages={page.contentPages} />
          <ContentArticle page={content} />
        </div>
      </div>
    </StoreShell>
  );
}
