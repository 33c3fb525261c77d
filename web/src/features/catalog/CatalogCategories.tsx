import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { hyphenateRu } from '../../lib/hyphenate.ts';
import styles from './CatalogPage.module.scss';

export const CatalogCategoriesFragment = graphql(`
  fragment CatalogCategories_page on CategoryCatalogPage {
    categories {
      id
      slug
      title
      image {
        id
        url(width: 160)
      }
      children {
        id
        slug
        title
      }
    }
  }
`);

const CHILDREN_SHOWN = 4;

/** The catalogue root's top categories, each with its first subcategories. */
export function CatalogCategories({
  page,
}: {
  page: FragmentType<typeof CatalogCategoriesFragment>;
}) {
  const { categories } = getFragmentData(CatalogCategoriesFragment, page);
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Категории каталога">
      <ul className={styles.topCategories}>
        {categories.map((category) => (
          <li key={category.id} className={styles.topCategory}>
            <Link to={`/catalog/${category.slug}`} className={styles.topLink}>
              {category.image ? (
                <img src={category.image.url} alt="" width={64} height={64} loading="lazy" />
              ) : (
                <span className={styles.topIcon} aria-hidden="true">
                  <Icon name="catalog" size={28} />
                </span>
              )}
              <span>{hyphenateRu(category.title)}</span>
            </Link>
            {category.children.length > 0 && (
              <ul className={styles.topChildren}>
                {category.children.slice(0, CHILDREN_SHOWN).map((child) => (
                  <li key={child.id}>
                    <Link to={`/catalog/${child.slug}`}>{hyphenateRu(child.title)}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
