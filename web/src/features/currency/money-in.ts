import { useMemo } from 'react';
import type { DisplayCurrency } from './currency-choice.ts';
import { convertPrice, formatPrice } from './money.ts';

export { displayCurrencyOf } from './currency-choice.ts';

export interface Money {
  /** The currency prices are shown in now. */
  currency: DisplayCurrency;
  /** A base-currency (RUB) amount in the shown currency. */
  convert: (amount: number | string) => number;
  /** A base-currency (RUB) amount converted and formatted, with the currency's symbol. */
  format: (amount: number | string) => string;
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
