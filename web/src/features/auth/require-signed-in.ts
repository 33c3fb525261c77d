import { redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { signInUrl } from './sign-in-url.ts';

const PrivateRouteViewerQuery = graphql(`
  query PrivateRouteViewer {
    viewer {
      id
    }
  }
`);

/** The page a request asked for, as a path of this app. */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The loader of the private routes' parent (spec section 2): a visitor who is not signed in (or
 * whose session could not be refreshed) goes to the home page with the sign-in modal open, and
 * the page asked for is kept so sign-in can return to it. It asks the BFF on every navigation,
 * never the cache: the session may have ended in another tab since the last page.
 */
export async function requireSignedIn({ context, request }: LoaderFunctionArgs): Promise<null> {
  const client = context.get(apolloClientContext);
  const { data } = await client.query({
    query: PrivateRouteViewerQuery,
    fetchPolicy: 'network-only',
  });
  if (!data?.viewer) throw redirect(signInUrl(requestedPath(request)));
  return null;
}
