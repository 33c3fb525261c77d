import { Link } from 'react-router';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import {
  ProductCard,
  type ProductCardProductFragment,
  type ProductCardVariant,
} from '../../components/product/ProductCard.tsx';
import { useListingLinks } from './useListingLinks.ts';
import type { ViewMode } from './view-mode.ts';
import styles from './ListingScreen.module.scss';

const VARIANT: Record<ViewMode, ProductCardVariant> = {
  tiles: 'tile',
  list: 'row',
  short_list: 'line',
};

type ListedProduct = { id: string } & FragmentType<typeof ProductCardProductFragment>;

/** The products of the page in the chosen layout, or a way out when nothing matches. */
export function ListingProducts({
  products,
  viewMode,
}: {
  products: readonly ListedProduct[];
  viewMode: ViewMode;
}) {
  const { resetHref } = useListingLinks();
  if (products.length === 0) {
    return (
      <div className={styles.empty}>
        {/* «Ничего не найдено» is the listing's count above, said once. */}
        <p>Попробуйте изменить условия или сбросить фильтры.</p>
        <Link to={resetHref} preventScrollReset className={styles.emptyReset}>
          Сбросить фильтры
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles[viewMode === 'short_list' ? 'shortList' : viewMode]} data-view={viewMode}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} variant={VARIANT[viewMode]} />
        </li>
      ))}
    </ul>
  );
}
