import { Link } from 'react-router';
import { formatMoney, type Money } from '../../components/product/format-money.ts';
import { useDisplayMoney } from '../../components/ui/display-money.tsx';
import { Button } from '../../components/ui/Button.tsx';
import styles from './CartSummary.module.scss';

interface SummaryCart {
  totalGoodsQuantity: number;
  totalBasePrice: Money;
  totalUserPrice: Money;
  discount: Money;
  showBasePrice: boolean;
}

/**
 * The order summary in the display currency: goods count, the total without discount, the
 * discount and the total; checkout for a signed-in buyer, sign-in first for a visitor.
 */
export function CartSummary({
  cart,
  blocked,
  signedIn,
  onSignIn,
}: {
  cart: SummaryCart;
  /** True while selected lines wait for their new prices to be approved. */
  blocked: boolean;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const display = useDisplayMoney();
  const show = (money: Money) => (display ? display(money.amount) : formatMoney(money));
  const empty = cart.totalGoodsQuantity === 0;
  return (
    <aside className={styles.summary} aria-label="Итого">
      <h2 className={styles.title}>Ваш заказ</h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Товары, {cart.totalGoodsQuantity}&nbsp;шт.</dt>
          <dd>{show(cart.showBasePrice ? cart.totalBasePrice : cart.totalUserPrice)}</dd>
        </div>
        {cart.showBasePrice && cart.discount.amount > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>Скидка</dt>
            <dd>−{show(cart.discount)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Итого</dt>
          <dd data-testid="cart-total">{show(cart.totalUserPrice)}</dd>
        </div>
      </dl>
      {blocked && <p className={styles.hint}>Согласуйте новые цены, чтобы оформить заказ.</p>}
      {empty && !blocked && <p className={styles.hint}>Выберите товары для заказа.</p>}
      {signedIn ? (
        empty || blocked ? (
          <Button block disabled>
            Перейти к оформлению
          </Button>
        ) : (
          <Link to="/checkout" className={styles.checkout}>
            Перейти к оформлению
          </Link>
        )
      ) : (
        <>
          <Button block disabled={empty || blocked} onClick={onSignIn}>
            Войти и оформить
          </Button>
          <p className={styles.hint}>Чтобы оформить заказ, войдите или зарегистрируйтесь.</p>
        </>
      )}
    </aside>
  );
}
