import { Link } from 'react-router';
import type { Crumb } from './breadcrumbs.ts';
import { SCROLL_TO_LISTING } from './useListingScroll.ts';
import styles from './CatalogPage.module.scss';

/** The trail above a listing page's heading; the last step is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Навигационная цепочка">
      <ol className={styles.crumbs}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.title}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path} state={SCROLL_TO_LISTING}>
                {crumb.title}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
