import { useState } from 'react';
import { Link } from 'react-router';
import type {
  PurchasableProduct,
  PurchasePlacement,
} from '../../components/product/purchase-slot.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { useCartActions } from './CartProvider.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { quantityIn, useCachedCartLines } from './useCartLines.ts';
import styles from './CartControl.module.scss';

/**
 * The add-to-cart button of a product card or page; once the product is in the cart it becomes
 * a quantity stepper. Failures are handled by the cart provider (rollback, snackbar or log).
 */
export function CartControl({
  product,
  placement,
}: {
  product: PurchasableProduct;
  placement: PurchasePlacement;
}) {
  const cart = useCachedCartLines();
  const { add, setQuantity } = useCartActions();
  // When «В корзину» was pressed: the stepper that takes its place under the pointer ignores the
  // rest of that press's double click.
  const [addedAt, setAddedAt] = useState<number>();
  // A visitor's first add has no cart to show it in before the answer: until then the button is
  // busy and another press adds nothing more.
  const [adding, setAdding] = useState(false);
  const quantity = cart ? quantityIn(cart, product.id) : 0;
  const size = placement === 'page' ? 'md' : 'sm';
  if (quantity > 0) {
    return (
      <div className={`${styles.control} ${styles[placement]}`}>
        <QuantityStepper
          value={quantity}
          label={product.title}
          size={size}
          replacedPressAt={addedAt}
          onChange={(next) => void setQuantity(product, next)}
        />
        {placement === 'page' && (
          <Link to="/cart" className={styles.toCart}>
            В корзине
          </Link>
        )}
      </div>
    );
  }
  if (!product.available) return null;
  return (
    <div className={`${styles.control} ${styles[placement]}`}>
      <Button
        className={styles.add}
        block={placement !== 'line'}
        aria-label={`В корзину: ${product.title}`}
        aria-busy={adding}
        onClick={(event) => {
          // A double click is one press: its second click adds nothing more.
          if (event.detail > 1 || adding) return;
          setAddedAt(event.timeStamp);
          setAdding(true);
          void add(product).finally(() => setAdding(false));
        }}
      >
        <Icon name="cart" size={18} />
        {placement !== 'line' && <span>В корзину</span>}
      </Button>
    </div>
  );
}
