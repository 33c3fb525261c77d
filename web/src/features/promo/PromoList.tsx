import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { formatPromoPeriod } from './promo-period.ts';
import styles from './PromoList.module.scss';

export const PromoListPageFragment = graphql(`
  fragment PromoList_page on PromoCatalogPage {
    promos {
      id
      slug
      title
      announcement
      activeSince
      activeUntil
      image {
        id
        url(width: 640)
      }
    }
  }
`);

/** Every promotion of the market as a card with its picture, dates and announcement. */
export function PromoList({ page }: { page: FragmentType<typeof PromoListPageFragment> }) {
  const { promos } = getFragmentData(PromoListPageFragment, page);
  if (promos.length === 0)
    return <p className={styles.empty}>Сейчас акций нет — загляните позже.</p>;
  return (
    <ul className={styles.grid}>
      {promos.map((promo) => {
        const period = formatPromoPeriod(promo.activeSince, promo.activeUntil);
        return (
          <li key={promo.id}>
            <article className={styles.card}>
              <div className={styles.media}>
                {promo.image ? (
                  <img src={promo.image.url} alt="" width={320} height={128} loading="lazy" />
                ) : (
                  <Icon name="sale" size={48} />
                )}
              </div>
              <div className={styles.body}>
                {period && <p className={styles.period}>{period}</p>}
                <h2 className={styles.title}>
                  <Link to={`/promos/${promo.slug}`} className={styles.link}>
                    {promo.title}
                  </Link>
                </h2>
                {promo.announcement && <p className={styles.announcement}>{promo.announcement}</p>}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
