import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import type { Purchase_PurchaseFragment } from '../../__generated__/graphql.ts';
import { AppLink } from '../../components/ui/AppLink.tsx';
import styles from './Purchase.module.scss';
import { PurchaseFragment } from './operations.ts';
import { ordersCount, PAYMENT_TITLES } from './texts.ts';
import { useMoneyText } from './useMoney.ts';

export type PurchaseOrder = Purchase_PurchaseFragment['orders'][number];

/** What the buyer does next with an order, by how it is paid. */
function nextStep(order: PurchaseOrder): string {
  switch (order.paymentMethod) {
    case 'CARD_ONLINE':
    case 'SBP':
      return 'Оплатите заказ онлайн — после оплаты мы начнём его собирать.';
    case 'INVOICE':
      return 'Скачайте счёт и оплатите его — заказ соберём после поступления оплаты.';
    case 'CREDIT':
      return 'Заказ оплачивается с отсрочкой платежа. Мы сообщим, когда он будет готов.';
    default:
      return 'Оплата при получении. Ждите сообщения о доставке.';
  }
}

/**
 * The purchase page's body: every order the submit created, with its number, sum and what to do
 * next. `actions` adds the buttons of an order (pay online, download the invoice) from outside.
 */
export function PurchaseOrders({
  purchase: ref,
  actions,
}: {
  purchase: FragmentType<typeof PurchaseFragment>;
  actions?: (order: PurchaseOrder) => ReactNode;
}) {
  const purchase = getFragmentData(PurchaseFragment, ref);
  const money = useMoneyText();
  return (
    <div className={styles.purchase}>
      <p className={styles.lead}>
        {purchase.orders.length > 1
          ? `Мы создали ${ordersCount(purchase.orders.length)} — по одному на каждого продавца.`
          : 'Спасибо! Подтверждение отправлено на e-mail получателя.'}
      </p>
      <ul className={styles.orders}>
        {purchase.orders.map((order) => (
          <li key={order.id} className={styles.order}>
            <div className={styles.head}>
              <h2 className={styles.number}>Заказ № {order.number}</h2>
              <span className={styles.total}>{money(order.total)}</span>
            </div>
            <p className={styles.method}>
              {order.paymentMethod ? PAYMENT_TITLES[order.paymentMethod] : null}
            </p>
            <p>{nextStep(order)}</p>
            <div className={styles.actions}>
              {actions?.(order)}
              <AppLink to={`/cabinet/orders/${encodeURIComponent(order.id)}`}>
                Подробнее о заказе
              </AppLink>
            </div>
          </li>
        ))}
      </ul>
      <AppLink to="/">Вернуться к покупкам</AppLink>
    </div>
  );
}
