import { graphql } from '../../__generated__/gql.ts';
import type { HomeRouteQuery as HomeRouteData } from '../../__generated__/graphql.ts';
import { HomeContent } from '../../features/home/HomeContent.tsx';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { queryRoute } from './query-route.tsx';

/** The home page's one query: the store frame and the page content, through their fragments. */
export const HomeRouteQuery = graphql(`
  query HomeRoute {
    ...StoreShell_query
    homePage {
      seo {
        ...SeoHead @unmask
      }
      ...HomeContent_page
    }
  }
`);

function HomePage({ data }: { data: HomeRouteData }) {
  useHead(seoHead(data.homePage.seo));
  return (
    <StoreShell query={data}>
      <HomeContent page={data.homePage} />
    </StoreShell>
  );
}

export const { loader, Component, warm } = queryRoute({ query: HomeRouteQuery }, HomePage);
