import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import { displayCurrencyOf, useMoneyIn, type Money } from './money-in.ts';
import { currencyCookie } from './currency-cookie.ts';

export type { Money } from './money-in.ts';

export const CurrencyMoneyQuery = graphql(`
  query CurrencyMoney {
    ...CurrencyWidget_query
  }
`);

/**
 * Prices in the visitor's currency, for any feature that shows one. The store frame's query puts
 * the currencies and the choice in the cache, so this normally reads them without a request; a
 * new choice re-renders every price.
 */
export function useMoney(): Money {
  const { data } = useQuery(CurrencyMoneyQuery, { fetchPolicy: 'cache-first' });
  return useMoneyIn(displayCurrencyOf(data));
}

/** Saves a currency choice in its cookie and shows every price in it at once. */
export function useChooseCurrency(): (code: string) => void {
  const client = useApolloClient();
  return useCallback(
    (code: string) => {
      document.cookie = currencyCookie(code);
      client.cache.modify({ fields: { selectedCurrencyCode: () => code } });
    },
    [client],
  );
}
