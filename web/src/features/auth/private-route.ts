import { redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { SIGN_IN_URL } from './sign-in-url.ts';

const PrivateRouteViewerQuery = graphql(`
  query PrivateRouteViewer {
    viewer {
      id
    }
  }
`);

/**
 * The loader of the private routes' parent (spec section 2): a visitor who is not signed in (or
 * whose session could not be refreshed) goes to the home page with the sign-in modal open.
 */
export async function requireSignedIn({ context }: LoaderFunctionArgs): Promise<null> {
  const client = context.get(apolloClientContext);
  const { data } = await client.query({ query: PrivateRouteViewerQuery });
  if (!data?.viewer) throw redirect(SIGN_IN_URL);
  return null;
}

/** Marks the private routes, so signing out there leaves for the home page (spec section 4). */
export const PRIVATE_ROUTE_HANDLE = { private: true } as const;
