import { ApolloLink, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { tap } from 'rxjs';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';

const installed = new WeakSet<ApolloClient>();

/** The sign-in address is made by code loaded when a session is reset on a private page. */
const loadSignInUrl = guardChunkLoad(() => import('./sign-in-url.ts'));

function isPrivate(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => (match.handle as { private?: boolean } | undefined)?.private);
}

/**
 * A link that calls `reset` when an answer carries an error marked `sessionReset`. Made of the
 * pieces every page's libraries already hold (Apollo's error link would add its own): each
 * answer's GraphQL errors are looked at as it passes.
 */
export function sessionResetLink(reset: () => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap(({ errors }) => {
        if (errors?.some((item) => item.extensions?.['sessionReset'] === true)) reset();
      }),
    ),
  );
}

/**
 * Spec section 4: when the BFF could not refresh the session (an error marked `sessionReset`),
 * the user is reset — a private page goes home with sign-in open, any other page reloads. The
 * handler joins the browser client's link once; pages rendered on the server never see it.
 */
export function useSessionReset(): void {
  const client = useApolloClient();
  const matches = useMatches();
  const privateRoute = useRef(false);
  privateRoute.current = isPrivate(matches);

  useEffect(() => {
    if (installed.has(client)) return;
    installed.add(client);
    const onReset = sessionResetLink(() => {
      const { pathname, search } = window.location;
      if (!privateRoute.current) return window.location.reload();
      void loadSignInUrl().then(({ signInUrl }) =>
        window.location.assign(signInUrl(`${pathname}${search}`)),
      );
    });
    client.setLink(onReset.concat(client.link));
  }, [client]);
}
