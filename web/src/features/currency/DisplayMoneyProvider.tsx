import { useMemo, type ReactNode } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { DisplayCurrencyContext, DisplayMoneyContext } from '../../components/ui/display-money.tsx';
import type { CurrencyWidgetQueryFragment } from './currency-fragment.ts';
import { displayCurrencyOf, useMoneyIn } from './money-in.ts';

/**
 * Gives shared price components the conversion to the visitor's currency (see useDisplayMoney),
 * and amount inputs its symbol and rate (see useDisplayCurrency). The frame's query carries the
 * currencies and the visitor's choice, so the page needs no query of its own for them.
 */
export function DisplayMoneyProvider({
  query,
  children,
}: {
  query: FragmentType<typeof CurrencyWidgetQueryFragment>;
  children: ReactNode;
}) {
  const { format, currency } = useMoneyIn(displayCurrencyOf(query));
  const { symbol, rate } = currency;
  const rated = useMemo(() => ({ symbol, rate }), [symbol, rate]);
  return (
    <DisplayMoneyContext.Provider value={format}>
      <DisplayCurrencyContext.Provider value={rated}>{children}</DisplayCurrencyContext.Provider>
    </DisplayMoneyContext.Provider>
  );
}
