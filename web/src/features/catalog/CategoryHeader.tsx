import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import type { Crumb } from './breadcrumbs.ts';
import { SCROLL_TO_LISTING } from './useListingScroll.ts';
import styles from './CatalogPage.module.scss';

export const CategoryHeaderFragment = graphql(`
  fragment CategoryHeader_category on Category {
    id
    title
    description
    seo {
      h1
    }
    children {
      id
      slug
      title
      image {
        id
        url(width: 120)
      }
    }
  }
`);

/** A category page's head: trail, heading, description and the subcategories as links. */
export function CategoryHeader({
  category,
  crumbs,
}: {
  category: FragmentType<typeof CategoryHeaderFragment>;
  crumbs: readonly Crumb[];
}) {
  const data = getFragmentData(CategoryHeaderFragment, category);
  return (
    <header className={styles.head}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{data.seo.h1 || data.title}</h1>
      {data.description && <p className={styles.description}>{data.description}</p>}
      {data.children.length > 0 && (
        <nav aria-label="Подкатегории">
          <ul className={styles.children}>
            {data.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={`/catalog/${child.slug}`}
                  state={SCROLL_TO_LISTING}
                  className={styles.child}
                >
                  {child.image && (
                    <img src={child.image.url} alt="" width={40} height={40} loading="lazy" />
                  )}
                  <span>{child.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
