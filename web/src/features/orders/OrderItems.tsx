import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Price } from '../../components/product/Price.tsx';
import styles from './OrderItems.module.scss';

export const OrderItemsFragment = graphql(`
  fragment OrderItems_order on Order {
    id
    items {
      id
      title
      slug
      sku
      quantity
      brand {
        id
        title
      }
      image {
        id
        url(width: 160)
      }
      price {
        ...MoneyFields @unmask
      }
      total {
        ...MoneyFields @unmask
      }
    }
  }
`);

/** The lines of an order at the prices they were bought for. */
export function OrderItems({ order }: { order: FragmentType<typeof OrderItemsFragment> }) {
  const { items } = getFragmentData(OrderItemsFragment, order);
  return (
    <ul className={styles.items} aria-label="Товары заказа">
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <div className={styles.picture}>
            {item.image && (
              <img src={item.image.url} alt="" loading="lazy" width={80} height={80} />
            )}
          </div>
          <div className={styles.about}>
            {item.slug ? (
              <Link to={`/tovar/${item.slug}`} className={styles.title}>
                {item.title}
              </Link>
            ) : (
              <span className={styles.title}>{item.title}</span>
            )}
            <span className={styles.meta}>
              {[item.brand?.title, item.sku && `Арт. ${item.sku}`].filter(Boolean).join(' · ')}
            </span>
          </div>
          <div className={styles.count}>
            <Price price={{ user: item.price }} size="sm" /> × {item.quantity} шт.
          </div>
          <div className={styles.total}>
            <Price price={{ user: item.total }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
