import type { ListingSort } from '../../__generated__/graphql.ts';
import { sortChange } from './listing-links.ts';
import { useListingLinks } from './useListingLinks.ts';
import styles from './ListingToolbar.module.scss';

const SORT_TITLES: Record<ListingSort, string> = {
  POPULARITY: 'По популярности',
  PRICE_ASC: 'Сначала дешевле',
  PRICE_DESC: 'Сначала дороже',
  NEWEST: 'Новинки',
};

/** The order of the listing. */
export function SortControl({ sort }: { sort: ListingSort }) {
  const { apply } = useListingLinks();
  return (
    <label className={styles.sort}>
      <span className="visually-hidden">Сортировка</span>
      <select
        value={sort}
        onChange={(event) => apply(sortChange(event.target.value as ListingSort))}
      >
        {(Object.keys(SORT_TITLES) as ListingSort[]).map((key) => (
          <option key={key} value={key}>
            {SORT_TITLES[key]}
          </option>
        ))}
      </select>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.caret}>
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </label>
  );
}
