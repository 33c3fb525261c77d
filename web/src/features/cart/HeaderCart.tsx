import { Link } from 'react-router';
import { formatMoney } from '../../components/product/format-money.ts';
import { useDisplayMoney } from '../../components/ui/display-money.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { useCartLines } from './useCartLines.ts';
import styles from './HeaderCart.module.scss';

/**
 * The header's link to the cart with the number of lines and the total, server-rendered. Its name
 * is its text: «Корзина», then the number of lines (heard, not shown), then the total shown; so
 * the name a screen reader or voice control uses starts with what a visitor sees.
 */
export function HeaderCart() {
  const { cart } = useCartLines();
  const display = useDisplayMoney();
  const count = cart?.totalItemsQuantity ?? 0;
  const total = cart?.totalUserPrice;
  const shownTotal = total ? (display ? display(total.amount) : formatMoney(total)) : null;
  return (
    <Link to="/cart" className={styles.cart}>
      <span className={styles.icon}>
        <Icon name="cart" />
        {count > 0 && (
          <span className={styles.badge} data-testid="header-cart-count" aria-hidden="true">
            {count}
          </span>
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>Корзина</span>
        {count > 0 && (
          <span className="visually-hidden">
            {`: ${count} ${linesWord(count)}`}
            {shownTotal ? ', ' : ''}
          </span>
        )}
        {count > 0 && shownTotal && <span className={styles.total}>{shownTotal}</span>}
      </span>
    </Link>
  );
}

/** The badge of the cart tab in the mobile bottom bar. */
export function CartTabBadge() {
  const { cart } = useCartLines();
  const count = cart?.totalItemsQuantity ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.tabBadge} aria-label={`${count} ${linesWord(count)} в корзине`}>
      {count}
    </span>
  );
}

function linesWord(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return 'товаров';
  if (ones === 1) return 'товар';
  if (ones >= 2 && ones <= 4) return 'товара';
  return 'товаров';
}
