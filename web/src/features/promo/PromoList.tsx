import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { PromoCard, type PromoCardData } from './PromoCard.tsx';
import { promoStatus } from './promo-status.ts';
import { CURRENT_PROMOS_TITLE, UPCOMING } from './texts.ts';
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

function PromoSection({
  id,
  title,
  promos,
  upcoming,
}: {
  id: string;
  title: string;
  promos: readonly (PromoCardData & { id: string })[];
  upcoming: boolean;
}) {
  if (promos.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {promos.map((promo) => (
          <li key={promo.id}>
            <PromoCard promo={promo} upcoming={upcoming} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The market's promotions: those running now, then those still to come under «Скоро», each
 * marked with its first day. One that is over is not offered here.
 */
export function PromoList({ page }: { page: FragmentType<typeof PromoListPageFragment> }) {
  const { promos } = getFragmentData(PromoListPageFragment, page);
  const now = Date.now();
  const status = (promo: (typeof promos)[number]) =>
    promoStatus(promo.activeSince, promo.activeUntil, now);
  const current = promos.filter((promo) => status(promo) === 'current');
  const upcoming = promos
    .filter((promo) => status(promo) === 'upcoming')
    .sort((a, b) => (a.activeSince ?? '').localeCompare(b.activeSince ?? ''));
  if (current.length === 0 && upcoming.length === 0)
    return <p className={styles.empty}>Сейчас акций нет — загляните позже.</p>;
  return (
    <div className={styles.sections}>
      <PromoSection
        id="promos-current"
        title={CURRENT_PROMOS_TITLE}
        promos={current}
        upcoming={false}
      />
      <PromoSection id="promos-upcoming" title={UPCOMING} promos={upcoming} upcoming />
    </div>
  );
}
