import { useApolloClient } from '@apollo/client/react';
import { useMatches, useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { useAuth } from './AuthProvider.tsx';
import { SIGN_IN_URL } from './sign-in-url.ts';
import { SignOutMutation } from './operations.ts';
import styles from './AuthMenu.module.scss';
import { formatPhone } from '../../lib/rules/phone.ts';
import { reloadForSession } from '../../lib/apollo/reload-for-session.ts';
import { usePopover } from '../../lib/use-popover.ts';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

export const AuthMenuViewerFragment = graphql(`
  fragment AuthMenu_viewer on Viewer {
    id
    profile {
      firstName
      lastName
      email
      phone
    }
  }
`);

function isPrivateRoute(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => (match.handle as { private?: boolean } | undefined)?.private);
}

/**
 * The header's account entry: «Войти» for a visitor (opens the sign-in modal); the user's name
 * with a menu holding sign-out once signed in.
 */
export function AuthMenu({
  viewer,
}: {
  viewer: FragmentType<typeof AuthMenuViewerFragment> | null;
}) {
  const { openSignIn } = useAuth();
  const data = getFragmentData(AuthMenuViewerFragment, viewer);
  const { open: menuOpen, setOpen: setMenuOpen, id: menuId, root, trigger } = usePopover();
  const client = useApolloClient();
  const navigate = useNavigate();
  const matches = useMatches();
  const [signOut, signingOut] = useMutation(SignOutMutation);

  if (!data) {
    return (
      <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={openSignIn}>
        <Icon name="user" />
        <span className={styles.label}>Войти</span>
      </button>
    );
  }

  const { profile } = data;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const name = fullName || profile.email || (profile.phone ? formatPhone(profile.phone) : '');

  async function leave() {
    setMenuOpen(false);
    try {
      await signOut();
    } catch (failure) {
      // The session may already be gone (another tab); the page is reset all the same.
      console.error('signOut', failure);
    }
    // Spec section 4: a private page sends the visitor home with sign-in open; others reload data.
    if (isPrivateRoute(matches)) await navigate(SIGN_IN_URL);
    else await reloadForSession(client);
  }

  return (
    <div ref={root} className={styles.menuRoot}>
      <button {...trigger} className={styles.entry}>
        <Icon name="user" />
        <span className={styles.label}>{name}</span>
      </button>
      {menuOpen && (
        <div id={menuId} className={styles.menu}>
          <p className={styles.who}>{name}</p>
          <button
            type="button"
            className={styles.item}
            disabled={signingOut.loading}
            onClick={() => void leave()}
          >
            Выйти
          </button>
        </div>
      )}
    </div>
  );
}
