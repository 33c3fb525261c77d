import { createContext, useContext } from 'react';

/**
 * How an amount in the base currency (RUB) is shown in the visitor's display currency. Shared
 * pieces (price labels) read it here; the currency feature provides it through the app, so those
 * pieces need no import of the feature. Null outside a provider: show the amount as it came.
 */
export type DisplayMoney = (amountInBaseCurrency: number) => string;

export const DisplayMoneyContext = createContext<DisplayMoney | null>(null);

export function useDisplayMoney(): DisplayMoney | null {
  return useContext(DisplayMoneyContext);
}

/** The visitor's display currency as inputs of amounts need it: its symbol and its rate. */
export interface DisplayCurrencyRate {
  symbol: string;
  /** Units of the display currency per one unit of the base currency (RUB). */
  rate: number;
}

/** The base currency itself: what an input of amounts uses outside a provider. */
export const BASE_CURRENCY_RATE: DisplayCurrencyRate = { symbol: '₽', rate: 1 };

export const DisplayCurrencyContext = createContext<DisplayCurrencyRate>(BASE_CURRENCY_RATE);

/**
 * The display currency for a form that takes amounts (a price filter): it shows amounts and the
 * symbol in this currency and turns what is typed back into the base currency with the rate.
 */
export function useDisplayCurrency(): DisplayCurrencyRate {
  return useContext(DisplayCurrencyContext);
}
