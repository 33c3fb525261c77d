import { useMemo, type ReactNode } from 'react';
import { DisplayCurrencyContext, DisplayMoneyContext } from '../../components/ui/display-money.tsx';
import { useMoney } from './useMoney.ts';

/**
 * Gives shared price components the conversion to the visitor's currency (see useDisplayMoney),
 * and amount inputs its symbol and rate (see useDisplayCurrency).
 */
export function DisplayMoneyProvider({ children }: { children: ReactNode }) {
  const { format, currency } = useMoney();
  const { symbol, rate } = currency;
  const rated = useMemo(() => ({ symbol, rate }), [symbol, rate]);
  return (
    <DisplayMoneyContext.Provider value={format}>
      <DisplayCurrencyContext.Provider value={rated}>{children}</DisplayCurrencyContext.Provider>
    </DisplayMoneyContext.Provider>
  );
}
