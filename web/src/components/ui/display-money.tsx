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
