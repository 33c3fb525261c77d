import type { ReactNode } from 'react';
import type { CheckoutOrder_OrderFragment } from '../../__generated__/graphql.ts';
import type { Money } from '../../components/product/format-money.ts';
import styles from './Checkout.module.scss';
import { useMoneyText } from './useMoney.ts';

type Summary = CheckoutOrder_OrderFragment['summary'];

const sum = (values: readonly Money[]): Money => ({
  amount: Math.round(values.reduce((total, m) => total + m.amount, 0) * 100) / 100,
  currencyCode: values[0]?.currencyCode ?? 'RUB',
});

/** The sums of all orders together, in the display currency, beside the form (sticky). */
export function CheckoutSummary({
  summaries,
  children,
}: {
  summaries: readonly Summary[];
  children: ReactNode;
}) {
  const money = useMoneyText();
  const pick = (get: (s: Summary) => Money) => sum(summaries.map(get));
  const goods = summaries.reduce((n, s) => n + s.goodsCount, 0);
  const discounts: [string, Money][] = [
    ['Скидка по акциям', pick((s) => s.discounts.promo)],
    ['Скидка компании', pick((s) => s.discounts.customer)],
    ['Персональная скидка', pick((s) => s.discounts.personal)],
    ['Скидка по промокоду', pick((s) => s.discounts.promoCode)],
  ];
  return (
    <aside className={styles.summary} aria-label="Итого">
      <h2 className={styles.summaryTitle}>Ваш заказ</h2>
      <dl className={styles.sums}>
        <div>
          <dt>Товары, {goods} шт.</dt>
          <dd>{money(pick((s) => s.subtotal))}</dd>
        </div>
        {discounts
          .filter(([, amount]) => amount.amount > 0)
          .map(([label, amount]) => (
            <div key={label} className={styles.discount}>
              <dt>{label}</dt>
              <dd>−{money(amount)}</dd>
            </div>
          ))}
        <div>
          <dt>Доставка</dt>
          <dd>{money(pick((s) => s.shipping))}</dd>
        </div>
        <div className={styles.total}>
          <dt>Итого</dt>
          <dd data-testid="checkout-total">{money(pick((s) => s.total))}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
