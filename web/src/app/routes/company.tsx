import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CompanyRouteQuery as CompanyRouteData } from '../../__generated__/graphql.ts';
import { CompanyPage } from '../../features/helpdesk/CompanyPage.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { canonicalUrl } from '../../lib/head/canonical-url.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-context.tsx';
import { helpdeskCaptcha } from '../helpdesk-captcha.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';

/** The company page's query: the store frame, the market's company and the map's tiles. */
export const CompanyRouteQuery = graphql(`
  query CompanyRoute {
    ...StoreShell_query
    aboutCompanyPage {
      id
      seo {
        ...SeoHead @unmask
      }
      ...CompanyPage_page
    }
    mapTiles {
      urlTemplate
      attribution
      maxZoom
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await loadRouteQuery(context.get(apolloClientContext), CompanyRouteQuery, {});
  return { canonical: canonicalUrl(request.url) };
}

export function Component() {
  const { canonical } = useLoaderData<typeof loader>();
  const { data: page, error } = useQuery(CompanyRouteQuery);
  if (error) throw error;
  if (!page) return null;
  return <Company page={page} canonical={canonical} />;
}

function Company({ page, canonical }: { page: CompanyRouteData; canonical: string }) {
  useHead({ ...seoHead(page.aboutCompanyPage.seo), canonical });
  return (
    <StoreShell query={page}>
      <CompanyPage page={page.aboutCompanyPage} tiles={page.mapTiles} captcha={helpdeskCaptcha} />
    </StoreShell>
  );
}
