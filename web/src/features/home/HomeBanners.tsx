import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { AppLink } from '../../components/ui/AppLink.tsx';
import styles from './HomeBanners.module.scss';

export const HomeBannersPageFragment = graphql(`
  fragment HomeBanners_page on HomePage {
    banners {
      id
      title
      link
      image {
        id
        url(width: 740)
      }
    }
  }
`);

/** Promotional banners under the slider. */
export function HomeBanners({ page }: { page: FragmentType<typeof HomeBannersPageFragment> }) {
  const { banners } = getFragmentData(HomeBannersPageFragment, page);
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="home-banners" className={styles.section}>
      <h2 id="home-banners" className="visually-hidden">
        Специальные предложения
      </h2>
      <ul className={styles.grid}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <AppLink to={banner.link} className={styles.card}>
              <img
                src={banner.image.url}
                alt={banner.title}
                width={740}
                height={300}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
