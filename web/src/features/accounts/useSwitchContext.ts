import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { SelectAccountMutation, SelectCustomerMutation } from './operations.ts';
import { showSwitchNotice } from './switch-notice.ts';

/** The cookie line that forgets the chosen currency (spec section 4). */
export const clearCurrencyCookie = () => 'currencyCode=; Max-Age=0; Path=/; SameSite=Lax';

export type SwitchTarget = { kind: 'account'; id: string } | { kind: 'customer'; id: string };

/**
 * Switches the account or customer. On success the saved currency is cleared (prices go back to
 * the base currency), every query is loaded again for the new context (prices, delivery times,
 * assortment) and the switch notice shows. Returns the refusal's message, if any.
 */
export function useSwitchContext() {
  const client = useApolloClient();
  const [selectAccount] = useMutation(SelectAccountMutation);
  const [selectCustomer] = useMutation(SelectCustomerMutation);
  const [pending, setPending] = useState(false);
  const { revalidate } = useRevalidator();

  const switchTo = useCallback(
    async (target: SwitchTarget): Promise<string | null> => {
      setPending(true);
      try {
        const { data } =
          target.kind === 'account'
            ? await selectAccount({ variables: { accountId: target.id } })
            : await selectCustomer({ variables: { customerId: target.id } });
        const payload =
          data && ('selectAccount' in data ? data.selectAccount : data.selectCustomer);
        if (!payload?.selection) return payload?.userErrors[0]?.message ?? null;
        document.cookie = clearCurrencyCookie();
        showSwitchNotice();
        // The reset aborts queries still in flight and rejects for them; the page's queries are
        // loaded again all the same.
        await client.resetStore().catch(() => undefined);
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
