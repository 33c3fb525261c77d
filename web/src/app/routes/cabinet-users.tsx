import { useQuery } from '@apollo/client/react';
import { data as routeData, Navigate, useLocation, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetUsersRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { CabinetLayout } from '../../features/cabinet/CabinetLayout.tsx';
import { InviteForm } from '../../features/cabinet/InviteForm.tsx';
import { PendingInvitations } from '../../features/cabinet/PendingInvitations.tsx';
import { pageFromSearch } from '../../features/cabinet/Pager.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { UserList } from '../../features/cabinet/UserList.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { SignInRedirect } from '../../features/auth/SignInRedirect.tsx';

const PAGE_SIZE = 20;

const CabinetUsersAccessQuery = graphql(`
  query CabinetUsersAccess {
    viewer {
      id
      context {
        permissions
      }
    }
  }
`);

export const CabinetUsersRouteQuery = graphql(`
  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {
    ...StoreShell_query
    viewer {
      id
      profile {
        email
        phone
      }
      context {
        permissions
      }
      ...CabinetLayout_viewer
    }
    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {
      ...UserList_page
    }
  }
`);

const variablesFor = (search: string) => ({
  pageSize: PAGE_SIZE,
  pageNumber: pageFromSearch(search),
});

/** Spec section 2: the users page exists only for LIST_USERS; anyone else gets the 404 page. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const client = context.get(apolloClientContext);
  const access = await loadRouteQuery(client, CabinetUsersAccessQuery);
  if (!access.viewer?.context.permissions.includes(CABINET_SECTIONS.users.permission)) {
    throw routeData(null, { status: 404 });
  }
  const variables = variablesFor(new URL(request.url).search);
  await loadRouteQuery(client, CabinetUsersRouteQuery, variables);
  return null;
}

export function Component() {
  const { search } = useLocation();
  const { data, error } = useQuery(CabinetUsersRouteQuery, { variables: variablesFor(search) });
  if (error) throw error;
  if (!data) return null;
  if (!data.viewer) return <SignInRedirect />;
  // The member's own role changed while here (see RolePicker): the page is no longer theirs.
  if (!data.viewer.context.permissions.includes(CABINET_SECTIONS.users.permission)) {
    return <Navigate to={CABINET_SECTIONS.profile.path} replace />;
  }
  return <UsersPage data={data} viewer={data.viewer} />;
}

function UsersPage({
  data,
  viewer,
}: {
  data: RouteData;
  viewer: NonNullable<RouteData['viewer']>;
}) {
  const { title } = CABINET_SECTIONS.users;
  const { permissions } = viewer.context;
  useHead({ title, noindex: true });
  return (
    <StoreShell query={data}>
      <CabinetLayout viewer={viewer} title={title}>
        {permissions.includes('INVITE_USERS') && <InviteForm />}
        {permissions.includes('INVITE_USERS') && <PendingInvitations />}
        <UserList
          page={data.accountUsers}
          canManage={permissions.includes('MANAGE_USERS')}
          viewer={viewer.profile}
        />
      </CabinetLayout>
    </StoreShell>
  );
}
