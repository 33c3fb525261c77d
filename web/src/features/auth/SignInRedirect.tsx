import { useLocation } from 'react-router';
import { Redirect } from '../../lib/redirect.tsx';
import { signInUrl } from './sign-in-url.ts';

/**
 * What a private page shows when its data says nobody is signed in any more (the session ended
 * elsewhere after the page loaded): the spec's sign-in address, returning here afterwards.
 */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  return <Redirect to={signInUrl(`${pathname}${search}`)} />;
}
