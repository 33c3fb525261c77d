import { Link } from 'react-router';
import styles from './Breadcrumbs.module.scss';

/** One linked step of a breadcrumb trail. */
export interface Crumb {
  to: string;
  title: string;
}

/**
 * A breadcrumb trail from the home page through `trail` to the current page (unlinked). The links
 * carry `linkState` (a listing uses it to keep its scroll behaviour).
 */
export function Breadcrumbs({
  trail,
  current,
  linkState,
}: {
  trail: readonly Crumb[];
  current: string;
  linkState?: unknown;
}) {
  return (
    <nav aria-label="Навигационная цепочка" className={styles.nav}>
      <ol className={styles.list}>
        <li>
          <Link to="/">Главная</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to} state={linkState}>
              {crumb.title}
            </Link>
          </li>
        ))}
        <li aria-current="page" className={styles.current}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
