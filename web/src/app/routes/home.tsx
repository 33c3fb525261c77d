import { useQuery } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { HomeRouteQuery as HomeRouteData } from '../../__generated__/graphql.ts';
import { HomeContent } from '../../features/home/HomeContent.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-data.ts';
import { StoreShell } from '../shell/StoreShell.tsx';

/** The home page's one query: the store frame and the page content, through their fragments. */
export const HomeRouteQuery = graphql(`
  query HomeRoute {
    ...StoreShell_query
    homePage {
      seo {
        pageTitle
        metaDescription
        metaKeywords
        noindex
      }
      ...HomeContent_page
    }
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  await loadRouteQuery(context.get(apolloClientContext), HomeRouteQuery);
  return null;
}

export function Component() {
  // The loader has put the data in the cache, so this reads it without a request.
  const { data, error } = useQuery(HomeRouteQuery);
  if (error) throw error;
  if (!data) return null;
  return <HomePage data={data} />;
}

function HomePage({ data }: { data: HomeRouteData }) {
  const { seo } = data.homePage;
  useHead(seoHead(seo));
  return (
    <StoreShell query={data}>
      <HomeContent page={data.homePage} />
    </StoreShell>
  );
}
