import { useContext, useMemo } from 'react';
import { formatAmount } from '../../lib/intl.ts';
import { DisplayCurrencyContext } from './display-currency.ts';

export {
  BASE_CURRENCY_RATE,
  DisplayCurrencyContext,
  useDisplayCurrency,
  type DisplayCurrencyRate,
} from './display-currency.ts';

/**
 * How an amount in the base currency (RUB) is shown in the visitor's display currency: converted
 * with its rate and written with its symbol. Shared pieces (price labels) read it here. Null
 * outside a provider of the currency: show the amount as it came.
 */
export type DisplayMoney = (amountInBaseCurrency: number) => string;

export function useDisplayMoney(): DisplayMoney | null {
  const currency = useContext(DisplayCurrencyContext);
  return useMemo(
    () =>
      currency &&
      ((amount: number) =>
        formatAmount((Number.isFinite(amount) ? amount : 0) * currency.rate, currency.symbol)),
    [currency],
  );
}
