import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Price } from '../../components/product/Price.tsx';
import { isSettled, orderPath, PAYMENT_STATUS_LABELS } from './labels.ts';
import { PayOrderButton } from './PayOrderButton.tsx';
import actions from './OrderActions.module.scss';
import styles from './PaymentState.module.scss';

export const PaymentStateFragment = graphql(`
  fragment PaymentState_payment on Payment {
    id
    status
    error
    orderId
    orderNumber
    amount {
      ...MoneyFields @unmask
    }
  }
`);

/**
 * Where the buyer lands from the payment page: the payment's state (the route follows it until it
 * settles), a new attempt after a failure, and the way back to the order.
 */
export function PaymentState({ payment }: { payment: FragmentType<typeof PaymentStateFragment> }) {
  const data = getFragmentData(PaymentStateFragment, payment);
  const settled = isSettled(data.status);
  return (
    <div className={styles.card} data-status={data.status}>
      <p className={styles.order}>
        Заказ № {data.orderNumber} · <Price price={{ user: data.amount }} size="sm" />
      </p>
      <div role="status" aria-live="polite">
        <h2 className={styles.state}>{PAYMENT_STATUS_LABELS[data.status]}</h2>
      </div>
      {!settled && (
        <p className={styles.muted}>
          Страница обновится сама, как только банк ответит. Обычно это занимает несколько секунд.
        </p>
      )}
      {data.status === 'CANCELED' && (
        <p className={styles.muted}>
          {data.error ? `${data.error}. ` : ''}Деньги не списаны. Попробуйте оплатить ещё раз.
        </p>
      )}
      <div className={actions.actions}>
        {data.status === 'CANCELED' && (
          <PayOrderButton orderId={data.orderId} label="Оплатить ещё раз" />
        )}
        <Link to={orderPath(data.orderId)} className={styles.back}>
          Вернуться к заказу
        </Link>
      </div>
    </div>
  );
}
