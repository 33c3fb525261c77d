import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import type { ProductStatus } from '../../__generated__/graphql.ts';
import { Price } from '../../components/product/Price.tsx';
import { purchasableOf } from '../../components/product/purchasable.ts';
import { usePurchaseSlot } from '../../components/product/purchase-slot.tsx';
import styles from './ProductOffer.module.scss';

export const ProductOfferProductFragment = graphql(`
  fragment ProductOffer_product on Product {
    id
    title
    sku
    brand {
      id
      title
    }
    category {
      id
      title
    }
    status
    price {
      ...Price_price @unmask
    }
    inventories {
      warehouse
      quantity
    }
  }
`);

const AVAILABILITY: Record<ProductStatus, string> = {
  IN_STOCK: 'Есть на складе',
  ON_ORDER: 'Доступен под заказ',
  OUT_OF_STOCK: 'Товар закончился',
};

/**
 * The offer: the price, availability and stock per warehouse, then `children` (how the product
 * gets to the buyer). The page composes the two so fragment nesting stays within the depth limit.
 */
export function ProductOffer({
  product,
  children,
}: {
  product: FragmentType<typeof ProductOfferProductFragment>;
  children?: ReactNode;
}) {
  const data = getFragmentData(ProductOfferProductFragment, product);
  const purchase = usePurchaseSlot();
  const stocked = data.inventories.filter((inventory) => inventory.quantity > 0);
  return (
    <section aria-label="Цена и наличие" className={styles.offer}>
      <Price price={data.price} size="lg" />
      <p className={styles.status} data-status={data.status}>
        {AVAILABILITY[data.status]}
      </p>
      {purchase(purchasableOf(data), 'page')}
      {stocked.length > 0 && (
        <dl className={styles.stock}>
          {stocked.map((inventory) => (
            <div key={inventory.warehouse} className={styles.row}>
              <dt>{inventory.warehouse}</dt>
              <dd>{inventory.quantity}&nbsp;шт.</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
