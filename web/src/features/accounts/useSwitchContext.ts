import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { SelectAccountMutation, SelectCustomerMutation } from './operations.ts';
import { showSwitchNotice } from './switch-notice.ts';
import { cookieLine } from '../../lib/cookies.ts';
import { reloadForSession } from '../../lib/apollo/reload-for-session.ts';

/** The cookie line that forgets the chosen currency (spec section 4). */
export const clearCurrencyCookie = () => cookieLine('currencyCode', '', 0);

export type SwitchTarget = { kind: 'account'; id: string } | { kind: 'customer'; id: string };

/**
 * Switches the account or customer. On success the saved currency is cleared (prices go back to
 * the base currency), the switch notice shows, `onSwitched` runs (the menu closes at once, not
 * after the reload) and every query is loaded again for the new context (prices, delivery times,
 * assortment). Returns the refusal's message, if any.
 */
export function useSwitchContext() {
  const client = useApolloClient();
  const [selectAccount] = useFormMutation(SelectAccountMutation, 'selectAccount');
  const [selectCustomer] = useFormMutation(SelectCustomerMutation, 'selectCustomer');
  const [pending, setPending] = useState(false);
  const { revalidate } = useRevalidator();

  const switchTo = useCallback(
    async (target: SwitchTarget, onSwitched?: () => void): Promise<string | null> => {
      setPending(true);
      try {
        const outcome =
          target.kind === 'account'
            ? await selectAccount({ accountId: target.id })
            : await selectCustomer({ customerId: target.id });
        if (!outcome.ok) return outcome.userErrors[0]?.message ?? REQUEST_FAILED_MESSAGE;
        if (!outcome.payload.selection) return REQUEST_FAILED_MESSAGE;
        document.cookie = clearCurrencyCookie();
        showSwitchNotice();
        onSwitched?.();
        await reloadForSession(client);
        // Route loaders check permissions of the context (the users page), so they run again.
        await revalidate();
        return null;
      } finally {
        setPending(false);
      }
    },
    [client, revalidate, selectAccount, selectCustomer],
  );

  return { switchTo, pending };
}
