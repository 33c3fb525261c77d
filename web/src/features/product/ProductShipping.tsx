import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Price } from '../../components/product/Price.tsx';
import { inDays } from './plural.ts';
import styles from './ProductOffer.module.scss';

export const ProductShippingProductFragment = graphql(`
  fragment ProductShipping_product on Product {
    shipping {
      expressAvailable
      pickup {
        days
        cost {
          ...MoneyFields @unmask
        }
      }
      delivery {
        days
        cost {
          ...MoneyFields @unmask
        }
      }
    }
  }
`);

interface Option {
  days: number;
  cost: { amount: number; currencyCode: string };
}

function OptionRow({ label, option }: { label: string; option: Option }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.when}>{inDays(option.days)}</span>
        {option.cost.amount > 0 ? (
          <Price price={{ user: option.cost }} size="sm" className={styles.cost} />
        ) : (
          <span className={styles.free}>бесплатно</span>
        )}
      </dd>
    </div>
  );
}

/** Pickup and courier delivery with their cost and lead time, and whether express is possible. */
export function ProductShipping({
  product,
}: {
  product: FragmentType<typeof ProductShippingProductFragment>;
}) {
  const { shipping } = getFragmentData(ProductShippingProductFragment, product);
  if (!shipping.pickup && !shipping.delivery && !shipping.expressAvailable) return null;
  return (
    <div className={styles.shipping}>
      <h2 className={styles.heading}>Получение</h2>
      <dl className={styles.options}>
        {shipping.pickup && <OptionRow label="Самовывоз" option={shipping.pickup} />}
        {shipping.delivery && <OptionRow label="Доставка курьером" option={shipping.delivery} />}
      </dl>
      {shipping.expressAvailable && <p className={styles.express}>Доступна экспресс-доставка</p>}
    </div>
  );
}
