import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { getFragmentData } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { CurrencyWidgetQueryFragment } from './currency-fragment.ts';
import {
  DEFAULT_CURRENCY,
  convertPrice,
  currencyCookie,
  formatPrice,
  selectedCurrency,
  type DisplayCurrency,
} from './money.ts';

export const CurrencyMoneyQuery = graphql(`
  query CurrencyMoney {
    ...CurrencyWidget_query
  }
`);

export interface Money {
  /** The currency prices are shown in now. */
  currency: DisplayCurrency;
  /** A base-currency (RUB) amount in the shown currency. */
  convert: (amount: number | string) => number;
  /** A base-currency (RUB) amount converted and formatted, with the currency's symbol. */
  format: (amount: number | string) => string;
}

/**
 * Prices in the visitor's currency, for any feature that shows one. The store frame's query puts
 * the currencies and the choice in the cache, so this normally reads them without a request; a
 * new choice re-renders every price.
 */
export function useMoney(): Money {
  const { data } = useQuery(CurrencyMoneyQuery, { fetchPolicy: 'cache-first' });
  const frame = data ? getFragmentData(CurrencyWidgetQueryFragment, data) : null;
  const currency = frame
    ? selectedCurrency(
        frame.market.settings.currencies.base,
        frame.market.settings.currencies.display,
        frame.selectedCurrencyCode,
      )
    : DEFAULT_CURRENCY;
  return useMemo(
    () => ({
      currency,
      convert: (amount) => convertPrice(amount, currency),
      format: (amount) => formatPrice(amount, currency),
    }),
    [currency],
  );
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
