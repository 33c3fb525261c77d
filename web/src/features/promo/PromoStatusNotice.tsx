import { formatPromoDay } from './promo-period.ts';
import type { PromoStatus } from './promo-status.ts';
import { startsOn, UPCOMING } from './texts.ts';
import styles from './PromoHeader.module.scss';

/**
 * What a promotion's page says when it is not running: that it is over and its products sell on
 * the usual terms, or that it is still to come and from which day. Nothing for a running one.
 */
export function PromoStatusNotice({
  status,
  since,
  until,
}: {
  status: PromoStatus;
  since?: string | null;
  until?: string | null;
}) {
  if (status === 'current') return null;
  if (status === 'ended') {
    const day = formatPromoDay(until);
    return (
      <div className={styles.notice} data-status="ended">
        <p className={styles.noticeTitle}>Акция завершилась{day ? ` ${day}` : ''}</p>
        <p>Товары ниже продаются на обычных условиях, без акции.</p>
      </div>
    );
  }
  const day = formatPromoDay(since);
  return (
    <div className={styles.notice} data-status="upcoming">
      <p className={styles.noticeTitle}>{UPCOMING}</p>
      {day && <p>{startsOn(day)}: до этого товары ниже продаются на обычных условиях.</p>}
    </div>
  );
}
