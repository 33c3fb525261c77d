import type { ReactNode } from 'react';
import { DisplayMoneyContext } from '../../components/ui/display-money.tsx';
import { useMoney } from './useMoney.ts';

/** Gives shared price components the conversion to the visitor's currency (see useDisplayMoney). */
export function DisplayMoneyProvider({ children }: { children: ReactNode }) {
  const { format } = useMoney();
  return <DisplayMoneyContext.Provider value={format}>{children}</DisplayMoneyContext.Provider>;
}
