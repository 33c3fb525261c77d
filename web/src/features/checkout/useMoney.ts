import { formatMoney, type Money } from '../../components/product/format-money.ts';
import { useDisplayMoney } from '../../components/ui/display-money.tsx';

/** Money as text in the visitor's display currency (the store's one conversion), else roubles. */
export function useMoneyText(): (money: Money) => string {
  const display = useDisplayMoney();
  return (money) => (display ? display(money.amount) : formatMoney(money));
}
