import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';
import { lazyExport } from '../../lib/lazy-export.ts';
import { useSessionReset } from './useSessionReset.ts';

/** The sign-in steps load when the visitor first opens the dialog, not with every page. */
const SignInHost = lazyExport(() => import('./SignInHost.tsx'), 'SignInHost');

/** What reads the page a visitor is to return to, loaded when an address asks for sign-in. */
const loadSignInUrl = guardChunkLoad(() => import('./sign-in-url.ts'));

export const AuthProviderQueryFragment = graphql(`
  fragment AuthProvider_query on Query {
    market {
      id
      config {
        authStrategies
      }
      settings {
        subscription {
          title
        }
      }
    }
    viewer {
      id
    }
  }
`);

interface AuthState {
  signedIn: boolean;
  openSignIn: () => void;
}

const AuthContext = createContext<AuthState>({ signedIn: false, openSignIn: () => {} });

/** Whether the visitor is signed in, and a way to open the sign-in modal from anywhere in the page. */
export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/**
 * Owns the sign-in modal of the page. `?openAuth=true` on the home page opens it for a visitor and
 * is then removed from the address. After sign-in the page's data is loaded again (profile,
 * context and everything that depends on the user). `onLegalEntity` runs when a new user said
 * they represent a company, for the company form.
 */
export function AuthProvider({
  query,
  onLegalEntity,
  children,
}: {
  query: FragmentType<typeof AuthProviderQueryFragment>;
  onLegalEntity?: () => void;
  children: ReactNode;
}) {
  const data = getFragmentData(AuthProviderQueryFragment, query);
  const signedIn = data.viewer !== null;
  // null until the dialog is first opened: only then is its code loaded and drawn.
  const [open, setOpen] = useState<boolean | null>(null);
  // The private page that sent the visitor here; sign-in returns to it (same-origin paths only).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  useSessionReset();

  useEffect(() => {
    if (location.pathname !== '/' || !location.search.includes('openAuth')) return;
    let current = true;
    void loadSignInUrl().then(({ signInRequest }) => {
      const request = signInRequest(location.search);
      if (!current || !request) return;
      if (!signedIn) {
        setOpen(true);
        setReturnTo(request.returnTo);
      }
      void navigate({ pathname: '/', search: request.search }, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [location.pathname, location.search, navigate, signedIn]);

  const openSignIn = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ signedIn, openSignIn }), [signedIn, openSignIn]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {open !== null && (
        <Suspense fallback={null}>
          <SignInHost
            open={open}
            data={data}
            returnTo={returnTo}
            onClose={() => setOpen(false)}
            onSignedIn={() => setReturnTo(null)}
            onLegalEntity={onLegalEntity}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
