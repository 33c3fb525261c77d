import { Link, useLocation } from 'react-router';
import type { OrderAggregatedStatus } from '../../__generated__/graphql.ts';
import { STATUS_FACET_LABELS } from './labels.ts';
import { STATUS_PARAM } from './list-params.ts';
import styles from './OrderStatusFilter.module.scss';

const GROUPS = Object.keys(STATUS_FACET_LABELS) as OrderAggregatedStatus[];

/**
 * The order list's filter by status group, with how many orders each holds; «Все» lifts it. A
 * change goes back to the first page.
 */
export function OrderStatusFilter({
  facet,
  selected,
}: {
  facet: readonly { status: OrderAggregatedStatus; count: number }[];
  selected: OrderAggregatedStatus | null;
}) {
  const { pathname, search } = useLocation();
  const counts = new Map(facet.map((bucket) => [bucket.status, bucket.count]));
  const total = facet.reduce((sum, bucket) => sum + bucket.count, 0);
  const href = (status: OrderAggregatedStatus | null) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (status) params.set(STATUS_PARAM, status.toLowerCase());
    else params.delete(STATUS_PARAM);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const option = (status: OrderAggregatedStatus | null, label: string, count: number) => (
    <li key={status ?? 'all'}>
      <Link
        to={href(status)}
        className={styles.option}
        aria-current={selected === status ? 'true' : undefined}
        preventScrollReset
      >
        {label} <span className={styles.count}>{count}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label="Статус заказа" className={styles.nav}>
      <ul className={styles.filter}>
        {option(null, 'Все', total)}
        {GROUPS.map((status) =>
          option(status, STATUS_FACET_LABELS[status], counts.get(status) ?? 0),
        )}
      </ul>
    </nav>
  );
}
