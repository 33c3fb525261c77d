import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SentCode } from './operations.ts';
import { SubscribeMutation } from '../../lib/operations/newsletter.ts';

/**
 * The newsletter choice of the code step (spec section 5): after an e-mail sign-in with the box
 * ticked, the address is subscribed, on markets that have a newsletter. Fire and forget: a failure
 * is only logged and never holds up the sign-in.
 */
export function useNewsletterSignUp(
  available: boolean,
): (sent: SentCode, newsletter: boolean) => void {
  const client = useApolloClient();
  return useCallback(
    (sent, newsletter) => {
      if (!available || !newsletter || sent.transport !== 'EMAIL') return;
      client
        .mutate({
          mutation: SubscribeMutation,
          variables: { input: { email: sent.userIdentity, source: 'SIGN_IN' } },
        })
        .then(({ data }) => {
          const failure = data?.subscribe.userErrors[0];
          if (failure) console.error('subscribe after sign-in', failure);
        })
        .catch((error: unknown) => console.error('subscribe after sign-in', error));
    },
    [available, client],
  );
}
