import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { Price } from '../../components/product/Price.tsx';
import type { ActiveFilter } from './active-filters.ts';
import { useListingLinks } from './useListingLinks.ts';
import styles from './ActiveFilters.module.scss';

const rub = (amount: number) => ({ user: { amount, currencyCode: 'RUB' } });

function PriceBounds({ min, max }: { min?: number; max?: number }) {
  return (
    <>
      {min !== undefined && (
        <>
          от <Price price={rub(min)} size="sm" className={styles.price} />
        </>
      )}
      {min !== undefined && max !== undefined && ' '}
      {max !== undefined && (
        <>
          до <Price price={rub(max)} size="sm" className={styles.price} />
        </>
      )}
    </>
  );
}

/** The applied filters as chips, each removable on its own, and «reset all». */
export function ActiveFilters({ filters }: { filters: readonly ActiveFilter[] }) {
  const { hrefFor, resetHref } = useListingLinks();
  if (filters.length === 0) return null;
  return (
    <div className={styles.bar}>
      <ul className={styles.chips} aria-label="Выбранные фильтры">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              to={hrefFor(filter.remove)}
              preventScrollReset
              className={styles.chip}
              aria-label={`Убрать фильтр: ${filter.label} ${filter.value ?? ''}`.trim()}
            >
              <span className={styles.label}>{filter.label}:</span>{' '}
              {filter.price ? <PriceBounds {...filter.price} /> : filter.value}
              <Icon name="close" size={16} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={resetHref} preventScrollReset className={styles.reset}>
        Сбросить все
      </Link>
    </div>
  );
}
