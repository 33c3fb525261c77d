import { Link } from 'react-router';
import { formatMoney } from '../../components/product/format-money.ts';
import { useDisplayMoney } from '../../components/ui/display-money.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { useCartLines } from './useCartLines.ts';
import styles from './HeaderCart.module.scss';

const CART_WORD = 'Корзина';

/**
 * The header's link to the cart with the number of lines and the total, server-rendered. Its name
 * is its text: «Корзина», the number of lines (heard, not shown) and the total shown; so the name
 * a screen reader or voice control uses holds the words a visitor sees, in their order.
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
        {/* A hidden phrase names the lines before the total; set apart as a block, it carries
            the visible word with it so the name reads «Корзина: 2 товара, 1 909 ₽». */}
        <span className={styles.title} aria-hidden={count > 0 ? true : undefined}>
          {CART_WORD}
        </span>
        {count > 0 && (
          <span className="visually-hidden">{`${CART_WORD}: ${count} ${linesWord(count)},`}</span>
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
