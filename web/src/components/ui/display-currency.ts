import { createContext, useContext } from 'react';

/**
 * The visitor's display currency as shared pieces need it: its symbol and its rate. The currency
 * feature provides it through the app, so those pieces need no import of the feature; this module
 * carries no formatting, so the frame that provides it loads none (see display-money.tsx).
 */
export interface DisplayCurrencyRate {
  symbol: string;
  /** Units of the display currency per one unit of the base currency (RUB). */
  rate: number;
}

/** The base currency itself: what an input of amounts uses outside a provider. */
export const BASE_CURRENCY_RATE: DisplayCurrencyRate = { symbol: '₽', rate: 1 };

/** The display currency the app chose; null outside a provider. */
export const DisplayCurrencyContext = createContext<DisplayCurrencyRate | null>(null);

/**
 * The display currency for a form that takes amounts (a price filter): it shows amounts and the
 * symbol in this currency and turns what is typed back into the base currency with the rate.
 */
export function useDisplayCurrency(): DisplayCurrencyRate {
  return useContext(DisplayCurrencyContext) ?? BASE_CURRENCY_RATE;
}
