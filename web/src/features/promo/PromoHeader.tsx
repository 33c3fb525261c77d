import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { formatPromoPeriod } from './promo-period.ts';
import { promoStatus } from './promo-status.ts';
import { PromoStatusNotice } from './PromoStatusNotice.tsx';
import styles from './PromoHeader.module.scss';

export const PromoHeaderPromoFragment = graphql(`
  fragment PromoHeader_promo on Promo {
    title
    announcement
    description
    activeSince
    activeUntil
    image {
      id
      url(width: 960)
    }
    seo {
      h1
    }
  }
`);

/**
 * The head of a promotion page: picture, heading, dates, announcement and description, and a
 * notice when the promotion is over or still to come.
 */
export function PromoHeader({ promo }: { promo: FragmentType<typeof PromoHeaderPromoFragment> }) {
  const data = getFragmentData(PromoHeaderPromoFragment, promo);
  const period = formatPromoPeriod(data.activeSince, data.activeUntil);
  const status = promoStatus(data.activeSince, data.activeUntil, Date.now());
  return (
    <header className={styles.header}>
      {data.image && (
        <img src={data.image.url} alt="" width={480} height={192} className={styles.image} />
      )}
      <div className={styles.text}>
        {period && <p className={styles.period}>{period}</p>}
        <h1 className={styles.title}>{data.seo.h1 || data.title}</h1>
        {data.announcement && <p className={styles.announcement}>{data.announcement}</p>}
        {data.description && <p className={styles.description}>{data.description}</p>}
        <PromoStatusNotice status={status} since={data.activeSince} until={data.activeUntil} />
      </div>
    </header>
  );
}
