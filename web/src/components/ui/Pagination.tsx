import { Link } from 'react-router';
import { Icon } from './Icon.tsx';
import { pageItems } from './page-items.ts';
import styles from './Pagination.module.scss';

/**
 * Links to the pages of a paged list (pages from 1): the first, the last and the current one with
 * its neighbours, with back and forward steps. Plain links, so every page is reachable without
 * scripts; nothing when everything fits one page.
 */
export function Pagination({
  page,
  total,
  hrefFor,
  preventScrollReset = false,
}: {
  page: number;
  total: number;
  hrefFor: (page: number) => string;
  /** Keep the scroll position: the page itself decides where to scroll. */
  preventScrollReset?: boolean;
}) {
  const items = pageItems(page, total);
  if (items.length === 0) return null;
  return (
    <nav className={styles.pagination} aria-label="Страницы">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          preventScrollReset={preventScrollReset}
          className={styles.step}
        >
          <Icon name="chevronLeft" size={18} />
          <span className={styles.stepText}>Назад</span>
        </Link>
      )}
      <ul className={styles.pages}>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                preventScrollReset={preventScrollReset}
                className={styles.page}
                aria-label={`Страница ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < total && (
        <Link
          to={hrefFor(page + 1)}
          preventScrollReset={preventScrollReset}
          className={styles.step}
        >
          <span className={styles.stepText}>Вперёд</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      )}
    </nav>
  );
}
