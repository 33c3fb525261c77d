import { data as routeData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetUsersRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { InviteForm } from '../../features/cabinet/InviteForm.tsx';
import { PendingInvitations } from '../../features/cabinet/PendingInvitations.tsx';
import { pageVariables } from '../../features/cabinet/Pager.tsx';
import { CABINET_SECTIONS } from '../../features/cabinet/sections.ts';
import { UserList } from '../../features/cabinet/UserList.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { Redirect } from '../../lib/redirect.tsx';
import { CabinetFrame } from './cabinet-frame.tsx';
import { queryRoute } from './query-route.tsx';

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

function UsersPage({ data }: { data: RouteData }) {
  const { users } = CABINET_SECTIONS;
  // The member's own role changed while here (see RolePicker): the page is no longer theirs.
  if (data.viewer && !data.viewer.context.permissions.includes(users.permission)) {
    return <Redirect to={CABINET_SECTIONS.profile.path} />;
  }
  return (
    <CabinetFrame query={data} viewer={data.viewer} title={users.title}>
      {(viewer) => {
        const { permissions } = viewer.context;
        return (
          <>
            {permissions.includes('INVITE_USERS') && <InviteForm />}
            {permissions.includes('INVITE_USERS') && <PendingInvitations />}
            <UserList
              page={data.accountUsers}
              canManage={permissions.includes('MANAGE_USERS')}
              viewer={viewer.profile}
            />
          </>
        );
      }}
    </CabinetFrame>
  );
}

const route = queryRoute(
  { query: CabinetUsersRouteQuery, variables: pageVariables(PAGE_SIZE) },
  UsersPage,
);

export const { Component } = route;

/** Spec section 2: the users page exists only for LIST_USERS; anyone else gets the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  const access = await loadRouteQuery(
    args.context.get(apolloClientContext),
    CabinetUsersAccessQuery,
  );
  if (!access.viewer?.context.permissions.includes(CABINET_SECTIONS.users.permission)) {
    throw routeData(null, { status: 404 });
  }
  return route.loader(args);
}
