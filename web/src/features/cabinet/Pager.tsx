import { Link, useLocation } from 'react-router';
import styles from './Pager.module.scss';

/** Page links of a cabinet list (`?page=N`, pages from 1); nothing when everything fits one page. */
export function Pager({
  totalSize,
  pageSize,
  pageNumber,
}: {
  totalSize: number;
  pageSize: number;
  pageNumber: number;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.ceil(totalSize / pageSize);
  if (pages <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label="Страницы" className={styles.pager}>
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <Link
          key={page}
          to={href(page)}
          className={styles.page}
          aria-current={page === pageNumber ? 'page' : undefined}
        >
          {page}
        </Link>
      ))}
    </nav>
  );
}

/** The page number of a cabinet list from its address. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
