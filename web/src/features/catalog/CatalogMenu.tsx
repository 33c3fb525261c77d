import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { openSignInAfterMenu } from './sign-in-hint.ts';
import { graphql } from '../../__generated__/gql.ts';
import styles from './CatalogMenu.module.scss';

/** The category tree of the catalogue menu; asked for when the menu first opens. */
export const CatalogMenuQuery = graphql(`
  query CatalogMenu {
    categoryCatalog {
      categories {
        id
        slug
        title
        children {
          id
          slug
          title
        }
      }
    }
  }
`);

const CHILDREN_SHOWN = 6;

/**
 * The catalogue menu of the header's catalogue switch and of the mobile drawer: every top category
 * with its first subcategories. The header closes it when a link (or an element marked
 * `data-closes-menu`) is followed. A visitor who is not signed in (`onSignIn` given) is offered
 * sign-in, which opens once the menu has closed.
 */
export function CatalogMenu({ onSignIn }: { onSignIn?: () => void }) {
  const { data, error } = useQuery(CatalogMenuQuery);
  if (error) return null;
  if (!data) {
    return (
      <p className={styles.loading} role="status">
        Загрузка каталога…
      </p>
    );
  }
  return (
    <nav aria-label="Меню каталога" className={styles.menu}>
      <ul className={styles.categories}>
        {data.categoryCatalog.categories.map((category) => (
          <li key={category.id} className={styles.category}>
            <Link to={`/catalog/${category.slug}`} className={styles.top}>
              {category.title}
            </Link>
            {category.children.length > 0 && (
              <ul className={styles.children}>
                {category.children.slice(0, CHILDREN_SHOWN).map((child) => (
                  <li key={child.id}>
                    <Link to={`/catalog/${child.slug}`}>{child.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {onSignIn && (
        <p className={styles.hint}>
          <span>Войдите, чтобы видеть свои цены и лимит покупок.</span>
          <button
            type="button"
            className={styles.hintButton}
            data-closes-menu
            onClick={() => openSignInAfterMenu(onSignIn)}
          >
            Войти
          </button>
        </p>
      )}
    </nav>
  );
}
