import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import styles from './HomeCategories.module.scss';
import { LazyPicture } from '../../components/ui/LazyPicture.tsx';

export const HomeCategoriesPageFragment = graphql(`
  fragment HomeCategories_page on HomePage {
    categories {
      slug
      title
      image {
        id
        url(width: 320)
      }
    }
  }
`);

/** The grid of popular category tiles, each leading to its catalogue listing. */
export function HomeCategories({
  page,
}: {
  page: FragmentType<typeof HomeCategoriesPageFragment>;
}) {
  const { categories } = getFragmentData(HomeCategoriesPageFragment, page);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className={styles.section}>
      <div className={styles.head}>
        <h2 id="home-categories" className={styles.title}>
          Популярные категории
        </h2>
        <Link to="/catalog" className={styles.all}>
          <span>Весь каталог</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      </div>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={`/catalog/${category.slug}`} className={styles.card}>
              <span className={styles.name}>{category.title}</span>
              <LazyPicture image={category.image} size={[160, 160]} className={styles.image}>
                <span className={styles.placeholder} aria-hidden="true">
                  <Icon name="catalog" size={40} />
                </span>
              </LazyPicture>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
