import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import styles from './HomeSellers.module.scss';
import { LazyPicture } from '../../components/ui/LazyPicture.tsx';

export const HomeSellersPageFragment = graphql(`
  fragment HomeSellers_page on HomePage {
    sellers {
      slug
      title
      image {
        id
        url(width: 240)
      }
    }
  }
`);

/** The featured sellers, each leading to the seller's page. */
export function HomeSellers({ page }: { page: FragmentType<typeof HomeSellersPageFragment> }) {
  const { sellers } = getFragmentData(HomeSellersPageFragment, page);
  if (sellers.length === 0) return null;
  return (
    <section aria-labelledby="home-sellers" className={styles.section}>
      <h2 id="home-sellers" className={styles.title}>
        Продавцы
      </h2>
      <ul className={styles.list}>
        {sellers.map((seller) => (
          <li key={seller.slug}>
            <Link to={`/seller/${seller.slug}`} className={styles.card}>
              <LazyPicture image={seller.image} size={[120, 60]} className={styles.logo}>
                <span className={styles.initials} aria-hidden="true">
                  {seller.title.slice(0, 1)}
                </span>
              </LazyPicture>
              <span className={styles.name}>{seller.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
