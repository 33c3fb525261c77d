import { graphql } from '../../__generated__/gql.ts';
import type { CabinetCompaniesRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CompanyList } from '../../features/cabinet/CompanyList.tsx';
import { NewCompanySection } from '../../features/cabinet/NewCompanySection.tsx';
import { pageVariables } from '../../features/cabinet/Pager.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { CabinetFrame } from './cabinet-frame.tsx';
import { queryRoute } from './query-route.tsx';

const PAGE_SIZE = 20;

export const CabinetCompaniesRouteQuery = graphql(`
  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {
    ...StoreShell_query
    ...CompanyCreator_query
    viewer {
      id
      ...CabinetLayout_viewer
    }
    companies(pageSize: $pageSize, pageNumber: $pageNumber) {
      ...CompanyList_page
    }
  }
`);

function CompaniesPage({ data }: { data: RouteData }) {
  return (
    <CabinetFrame query={data} viewer={data.viewer} title={CABINET_SECTIONS.companies.title}>
      {() => (
        <>
          <NewCompanySection query={data} />
          <CompanyList page={data.companies} />
        </>
      )}
    </CabinetFrame>
  );
}

export const { loader, Component } = queryRoute(
  { query: CabinetCompaniesRouteQuery, variables: pageVariables(PAGE_SIZE) },
  CompaniesPage,
);
