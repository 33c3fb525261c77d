import { useMemo } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { CurrencyWidgetQueryFragment } from './currency-fragment.ts';
import {
  DEFAULT_CURRENCY,
  convertPrice,
  formatPrice,
  selectedCurrency,
  type DisplayCurrency,
} from './money.ts';

export interface Money {
  /** The currency prices are shown in now. */
  currency: DisplayCurrency;
  /** A base-currency (RUB) amount in the shown currency. */
  convert: (amount: number | string) => number;
  /** A base-currency (RUB) amount converted and formatted, with the currency's symbol. */
  format: (amount: number | string) => string;
}

/** The currency prices are shown in, from data that carries the currencies and the choice. */
export function displayCurrencyOf(
  query: FragmentType<typeof CurrencyWidgetQueryFragment> | undefined,
): DisplayCurrency {
  if (!query) return DEFAULT_CURRENCY;
  const { market, selectedCurrencyCode } = getFragmentData(CurrencyWidgetQueryFragment, query);
  const { base, display } = market.settings.currencies;
  return selectedCurrency(base, display, selectedCurrencyCode);
}

/** Prices in the given currency, the same object while the currency stays the same. */
export function useMoneyIn(currency: DisplayCurrency): Money {
  return useMemo(
    () => ({
      currency,
      convert: (amount) => convertPrice(amount, currency),
      format: (amount) => formatPrice(amount, currency),
    }),
    [currency],
  );
}
