import { useQuery } from '@apollo/client/react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetCompaniesRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CabinetLayout } from '../../features/cabinet/CabinetLayout.tsx';
import { CompanyList } from '../../features/cabinet/CompanyList.tsx';
import { NewCompanySection } from '../../features/cabinet/NewCompanySection.tsx';
import { pageFromSearch } from '../../features/cabinet/Pager.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';

const PAGE_SIZE = 20;

export const CabinetCompaniesRouteQuery = graphql(`
  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {
    ...StoreShell_query
    market {
      id
      settings {
        contacts {
          salesEmail
        }
      }
    }
    viewer {
      id
      context {
        permissions
      }
      ...CabinetLayout_viewer
    }
    companies(pageSize: $pageSize, pageNumber: $pageNumber) {
      ...CompanyList_page
    }
  }
`);

const variablesFor = (search: string) => ({
  pageSize: PAGE_SIZE,
  pageNumber: pageFromSearch(search),
});

export async function loader({ context, request }: LoaderFunctionArgs) {
  const variables = variablesFor(new URL(request.url).search);
  await loadRouteQuery(context.get(apolloClientContext), CabinetCompaniesRouteQuery, variables);
  return null;
}

export function Component() {
  const { search } = useLocation();
  const { data, error } = useQuery(CabinetCompaniesRouteQuery, { variables: variablesFor(search) });
  if (error) throw error;
  if (!data) return null;
  if (!data.viewer) return <SignInRedirect />;
  return <CompaniesPage data={data} viewer={data.viewer} />;
}

function CompaniesPage({
  data,
  viewer,
}: {
  data: RouteData;
  viewer: NonNullable<RouteData['viewer']>;
}) {
  const { title } = CABINET_SECTIONS.companies;
  useHead({ title, noindex: true });
  return (
    <StoreShell query={data}>
      <CabinetLayout viewer={viewer} title={title}>
        {viewer.context.permissions.includes('CREATE_COMPANY') && (
          <NewCompanySection salesEmail={data.market.settings.contacts.salesEmail} />
        )}
        <CompanyList page={data.companies} />
      </CabinetLayout>
    </StoreShell>
  );
}
