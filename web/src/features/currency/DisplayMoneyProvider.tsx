import { useMemo, type ReactNode } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { DisplayCurrencyContext } from '../../components/ui/display-currency.ts';
import type { CurrencyWidgetQueryFragment } from './currency-fragment.ts';
import { displayCurrencyOf } from './currency-choice.ts';

/**
 * Gives shared price components the visitor's currency: its symbol and rate, which prices are
 * converted and written with (see useDisplayMoney) and amount inputs use (see useDisplayCurrency).
 * The frame's query carries the currencies and the visitor's choice, so the page needs no query
 * of its own for them.
 */
export function DisplayMoneyProvider({
  query,
  children,
}: {
  query: FragmentType<typeof CurrencyWidgetQueryFragment>;
  children: ReactNode;
}) {
  const { symbol, rate } = displayCurrencyOf(query);
  const rated = useMemo(() => ({ symbol, rate }), [symbol, rate]);
  return <DisplayCurrencyContext value={rated}>{children}</DisplayCurrencyContext>;
}
