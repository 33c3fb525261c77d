import { NavLink } from 'react-router';
import styles from './ContentMenu.module.scss';

/** The market's information pages beside the one being read; the current one is marked. */
export function ContentMenu({ pages }: { pages: readonly { slug: string; title: string }[] }) {
  return (
    <nav aria-label="Информация для покупателей" className={styles.menu}>
      <ul className={styles.list}>
        {pages.map((page) => (
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
