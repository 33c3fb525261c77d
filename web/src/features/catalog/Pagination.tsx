import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { pageChange } from './listing-links.ts';
import { pageItems } from './pagination.ts';
import { useListingLinks } from './useListingLinks.ts';
import styles from './Pagination.module.scss';

/** Links to the listing's pages; plain links, so every page is reachable without scripts. */
export function Pagination({ page, total }: { page: number; total: number }) {
  const { hrefFor } = useListingLinks();
  const items = pageItems(page, total);
  if (items.length === 0) return null;
  return (
    <nav className={styles.pagination} aria-label="Страницы">
      {page > 1 && (
        <Link to={hrefFor(pageChange(page - 1))} preventScrollReset className={styles.step}>
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
                to={hrefFor(pageChange(item))}
                preventScrollReset
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
        <Link to={hrefFor(pageChange(page + 1))} preventScrollReset className={styles.step}>
          <span className={styles.stepText}>Вперёд</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      )}
    </nav>
  );
}
