import { useParams } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { CabinetInvitationRouteQuery as RouteData } from '../../__generated__/graphql.ts';
import { useAuth } from '../../features/auth/AuthProvider.tsx';
import { InvitationAcceptance } from '../../features/cabinet/InvitationAcceptance.tsx';
import { useHead } from '../../lib/head/head-context.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';
import { queryRoute } from './query-route.tsx';
import styles from './cabinet-invitation.module.scss';

/**
 * The invitation link's page. Not behind the private guard: a visitor signs in here, in the
 * modal, and stays on the page, which then joins the account.
 */
export const CabinetInvitationRouteQuery = graphql(`
  query CabinetInvitationRoute {
    ...StoreShell_query
    viewer {
      id
    }
  }
`);

const TITLE = 'Приглашение в аккаунт';

function InvitationPage({ data }: { data: RouteData }) {
  const { token = '' } = useParams();
  useHead({ title: TITLE, noindex: true });
  return (
    <StoreShell query={data}>
      <Acceptance token={token} signedIn={data.viewer !== null} />
    </StoreShell>
  );
}

/** Inside the store frame, so the sign-in modal of the frame is at hand. */
function Acceptance({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { openSignIn } = useAuth();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{TITLE}</h1>
      <InvitationAcceptance token={token} signedIn={signedIn} onSignIn={openSignIn} />
    </div>
  );
}

export const { loader, Component } = queryRoute(
  { query: CabinetInvitationRouteQuery },
  InvitationPage,
);
