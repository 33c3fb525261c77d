import { graphql } from '../../__generated__/gql.ts';
import { useDisplayMoney } from '../ui/display-money.tsx';
import { formatMoney, type Money } from './format-money.ts';
import styles from './Price.module.scss';

/**
 * The one selection of a product's prices; a query spreads it unmasked
 * (`price { ...Price_price @unmask }`) and hands the result to `Price`.
 */
export const PriceFieldsFragment = graphql(`
  fragment Price_price on ProductPrice {
    discount
    base {
      ...MoneyFields @unmask
    }
    user {
      ...MoneyFields @unmask
    }
  }
`);

/** The prices of a product or an offer as the API gives them. */
export interface PriceData {
  /** The list price; shown struck through when it differs from the user's price. */
  base?: Money | null;
  /** The price the visitor pays. */
  user: Money;
  /** The discount in percent; 0 or absent when none. */
  discount?: number | null;
}

/**
 * Every price of the store renders here, so conversion to the display currency has one place to
 * plug in: the user's price, the base price struck through and the discount badge when there is one.
 */
export function Price({
  price,
  size = 'md',
  className,
}: {
  price: PriceData;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { base, user, discount } = price;
  const reduced = !!base && base.amount > user.amount;
  // The display currency's conversion when the app provides one; the plain rouble format otherwise.
  const display = useDisplayMoney();
  const show = (money: Money) => (display ? display(money.amount) : formatMoney(money));
  return (
    <span className={`${styles.price} ${styles[size]} ${className ?? ''}`}>
      <span className={reduced ? `${styles.user} ${styles.sale}` : styles.user}>{show(user)}</span>
      {reduced && (
        <span className={styles.extra}>
          <s className={styles.base}>
            <span className="visually-hidden">Старая цена: </span>
            {show(base)}
          </s>
          {!!discount && discount > 0 && <span className={styles.badge}>−{discount}%</span>}
        </span>
      )}
    </span>
  );
}
