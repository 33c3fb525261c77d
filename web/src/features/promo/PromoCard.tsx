import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { formatPromoDay, formatPromoPeriod } from './promo-period.ts';
import { UPCOMING, startsOn } from './texts.ts';
import styles from './PromoList.module.scss';

/** What a card of the promotions list shows. */
export interface PromoCardData {
  slug: string;
  title: string;
  announcement?: string | null;
  activeSince?: string | null;
  activeUntil?: string | null;
  image?: { url: string } | null;
}

/**
 * A promotion as a card: picture, dates, title and announcement. One that has not started says so
 * with a badge and its first day instead of the period.
 */
export function PromoCard({ promo, upcoming }: { promo: PromoCardData; upcoming: boolean }) {
  const start = upcoming ? formatPromoDay(promo.activeSince) : null;
  const period = start ? startsOn(start) : formatPromoPeriod(promo.activeSince, promo.activeUntil);
  return (
    <article className={styles.card} data-upcoming={upcoming || undefined}>
      <div className={styles.media}>
        {promo.image ? (
          <img src={promo.image.url} alt="" width={320} height={128} loading="lazy" />
        ) : (
          <Icon name="sale" size={48} />
        )}
        {upcoming && <span className={styles.badge}>{UPCOMING}</span>}
      </div>
      <div className={styles.body}>
        {period && <p className={styles.period}>{period}</p>}
        <h3 className={styles.title}>
          <Link to={`/promos/${promo.slug}`} className={styles.link}>
            {promo.title}
          </Link>
        </h3>
        {promo.announcement && <p className={styles.announcement}>{promo.announcement}</p>}
      </div>
    </article>
  );
}
