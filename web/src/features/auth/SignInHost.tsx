import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { AuthProvider_QueryFragment } from '../../__generated__/graphql.ts';
import { reloadForSession } from '../../lib/apollo/reload-for-session.ts';
import { SignInDialog } from './SignInDialog.tsx';

/**
 * The sign-in modal of the page (see AuthProvider) with what follows a sign-in: the page's data is
 * loaded again for the new session, and the page that asked for sign-in opens once it has; a new
 * user who represents a company goes on to the company form (`onLegalEntity`). Its code loads
 * when the modal is first opened.
 */
export function SignInHost({
  open,
  data,
  returnTo,
  onClose,
  onSignedIn,
  onLegalEntity,
}: {
  open: boolean;
  data: AuthProvider_QueryFragment;
  /** The private page that sent the visitor to sign in, if any. */
  returnTo: string | null;
  onClose: () => void;
  /** Called first on each sign-in (the provider forgets the page to return to). */
  onSignedIn: () => void;
  onLegalEntity?: () => void;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  return (
    <SignInDialog
      open={open}
      strategies={[...data.market.config.authStrategies]}
      newsletter={data.market.settings.subscription !== null}
      onClose={onClose}
      onSignedIn={({ legalEntity }) => {
        onSignedIn();
        if (returnTo && !legalEntity) {
          // The page asked for loads with the new session, once the visitor's data is gone.
          void reloadForSession(client).then(() => navigate(returnTo));
          return;
        }
        void reloadForSession(client);
        if (legalEntity) onLegalEntity?.();
      }}
    />
  );
}
