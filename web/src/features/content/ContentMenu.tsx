import { NavLink } from 'react-router';
import { INFORMATION_PAGE_SLUGS } from './information-pages.ts';
import styles from './ContentMenu.module.scss';

const ROUTED = new Set<string>(INFORMATION_PAGE_SLUGS);

/**
 * The market's information pages beside the one being read (those the store has a route for); the
 * current one is marked.
 */
export function ContentMenu({ pages }: { pages: readonly { slug: string; title: string }[] }) {
  return (
    <nav aria-label="Информация для покупателей" className={styles.menu}>
      <ul className={styles.list}>
        {pages
          .filter((page) => ROUTED.has(page.slug))
          .map((page) => (
            <li key={page.slug}>
              <NavLink
                to={`/${page.slug}`}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                {page.title}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
