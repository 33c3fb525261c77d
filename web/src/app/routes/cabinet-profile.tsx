import { graphql } from '../../__generated__/gql.ts';
import type { CabinetProfileRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { ProfileForm } from '../../features/cabinet/ProfileForm.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { CabinetFrame } from './cabinet-frame.tsx';
import { queryRoute } from './query-route.tsx';

export const CabinetProfileRouteQuery = graphql(`
  query CabinetProfileRoute {
    ...StoreShell_query
    viewer {
      id
      ...CabinetLayout_viewer
      ...ProfileForm_viewer
    }
  }
`);

function ProfilePage({ data }: { data: RouteData }) {
  return (
    <CabinetFrame query={data} viewer={data.viewer} title={CABINET_SECTIONS.profile.title}>
      {(viewer) => <ProfileForm viewer={viewer} />}
    </CabinetFrame>
  );
}

export const { loader, Component } = queryRoute({ query: CabinetProfileRouteQuery }, ProfilePage);
