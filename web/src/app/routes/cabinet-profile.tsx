import { useQuery } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetProfileRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CabinetLayout } from '../../features/cabinet/CabinetLayout.tsx';
import { ProfileForm } from '../../features/cabinet/ProfileForm.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';

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

export async function loader({ context }: LoaderFunctionArgs) {
  await loadRouteQuery(context.get(apolloClientContext), CabinetProfileRouteQuery);
  return null;
}

export function Component() {
  const { data, error } = useQuery(CabinetProfileRouteQuery);
  if (error) throw error;
  if (!data) return null;
  if (!data.viewer) return <SignInRedirect />;
  return <ProfilePage data={data} viewer={data.viewer} />;
}

function ProfilePage({
  data,
  viewer,
}: {
  data: RouteData;
  viewer: NonNullable<RouteData['viewer']>;
}) {
  const { title } = CABINET_SECTIONS.profile;
  useHead({ title, noindex: true });
  return (
    <StoreShell query={data}>
      <CabinetLayout viewer={viewer} title={title}>
        <ProfileForm viewer={viewer} />
      </CabinetLayout>
    </StoreShell>
  );
}
