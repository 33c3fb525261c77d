import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import type { ProductStatus } from '../../__generated__/graphql.ts';
import { Icon } from '../ui/Icon.tsx';
import { Price } from './Price.tsx';
import { purchasableOf } from './purchasable.ts';
import { usePurchaseSlot } from './purchase-slot.tsx';
import styles from './ProductCard.module.scss';
import { LazyPicture } from '../ui/LazyPicture.tsx';

export const ProductCardProductFragment = graphql(`
  fragment ProductCard_product on ProductCard {
    id
    slug
    title
    sku
    status
    brand {
      id
      slug
      title
    }
    category {
      id
      title
    }
    image {
      id
      url(width: 320)
    }
    price {
      ...Price_price @unmask
    }
  }
`);

/** How a card is laid out: a grid tile, a wide row, or a compact line. */
export type ProductCardVariant = 'tile' | 'row' | 'line';

const STATUS_TEXT: Record<ProductStatus, string> = {
  IN_STOCK: 'В наличии',
  ON_ORDER: 'Под заказ',
  OUT_OF_STOCK: 'Нет в наличии',
};

/** A product in a listing, a suggestion list or a recommendation strip; leads to its page. */
export function ProductCard({
  product,
  variant = 'tile',
}: {
  product: FragmentType<typeof ProductCardProductFragment>;
  variant?: ProductCardVariant;
}) {
  const data = getFragmentData(ProductCardProductFragment, product);
  const purchase = usePurchaseSlot();
  const href = `/tovar/${data.slug}`;
  return (
    <article className={`${styles.card} ${styles[variant]}`} aria-label={data.title}>
      {variant !== 'line' && (
        <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
          <LazyPicture image={data.image} size={[160, 160]} className={styles.image}>
            <span className={styles.placeholder}>
              <Icon name="catalog" size={40} />
            </span>
          </LazyPicture>
        </Link>
      )}
      <div className={styles.info}>
        <Link to={href} className={styles.title}>
          {data.title}
        </Link>
        <p className={styles.meta}>
          {data.brand && <span className={styles.brand}>{data.brand.title}</span>}
          <span className={styles.sku}>Арт. {data.sku}</span>
        </p>
      </div>
      <div className={styles.buy}>
        <Price price={data.price} size={variant === 'line' ? 'sm' : 'md'} />
        <span className={styles.status} data-status={data.status}>
          {STATUS_TEXT[data.status]}
        </span>
        {purchase(purchasableOf(data), variant === 'line' ? 'line' : 'card')}
      </div>
    </article>
  );
}
