import type { OrderStatus } from '../../__generated__/graphql.ts';
import { ORDER_STATUS_LABELS } from './labels.ts';
import styles from './OrderStatusBadge.module.scss';

/** An order's status as a coloured label: waiting, in progress, done or cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
