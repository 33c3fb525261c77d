import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { CurrencyWidgetQueryFragment } from './currency-fragment.ts';

/** A currency prices can be shown in (they arrive in the base currency, RUB). */
export interface DisplayCurrency {
  code: string;
  symbol: string;
  /** Units of this currency per one unit of the base currency. */
  rate: number;
}

export const DEFAULT_CURRENCY: DisplayCurrency = { code: 'RUB', symbol: '₽', rate: 1 };

/** The currency a visitor chose, else the base currency. */
export function selectedCurrency(
  base: DisplayCurrency,
  display: readonly DisplayCurrency[],
  code: string | null | undefined,
): DisplayCurrency {
  if (!code || code === base.code) return base;
  return display.find((currency) => currency.code === code) ?? base;
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
