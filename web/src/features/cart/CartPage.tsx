import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { Button } from '../../components/ui/Button.tsx';
import { CartLine, type CartLineKind } from './CartLine.tsx';
import { useCartActions } from './CartProvider.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CartItemFragment, CartPageFragment } from './operations.ts';
import { QuickOrder } from './QuickOrder.tsx';
import { useCartPageActions } from './useCartPageActions.ts';
import styles from './CartPage.module.scss';

export const CART_TITLE = 'Корзина';

type Items = FragmentType<typeof CartItemFragment>[];

/**
 * The cart page: changed lines to approve, available lines, unavailable lines greyed; selection of
 * all or each line, removal of one or the selected, the summary with checkout, and quick order.
 */
export function CartPage({ cart: cartRef }: { cart: FragmentType<typeof CartPageFragment> }) {
  const cart = getFragmentData(CartPageFragment, cartRef);
  const { select, remove, approve, quickOrder } = useCartPageActions();
  const { signedIn, checkout } = useCartActions();

  const items = (list: readonly unknown[]) => list as Items;
  const lines = [...items(cart.changedItems), ...items(cart.availableItems)].map((ref) =>
    getFragmentData(CartItemFragment, ref),
  );
  const selectable = lines.map((line) => line.productId);
  const selected = lines.filter((line) => line.selected).map((line) => line.productId);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  // A group of lines under its title; an action for the whole group stands beside the title.
  const group = (kind: CartLineKind, list: Items, action?: ReactNode, note?: ReactNode) => {
    if (list.length === 0) return null;
    const title = (
      <h2 id={`cart-${kind}`} className={styles.groupTitle}>
        {GROUP_LABEL[kind]}
      </h2>
    );
    return (
      <section className={styles.group} aria-labelledby={`cart-${kind}`}>
        {action ? (
          <div className={styles.groupHead}>
            {title}
            {action}
          </div>
        ) : (
          title
        )}
        {note}
        <ul className={styles.lines} aria-label={GROUP_LABEL[kind]}>
          {list.map((ref) => {
            const line = getFragmentData(CartItemFragment, ref);
            return (
              <CartLine
                key={line.id}
                item={ref}
                kind={kind}
                onSelect={(next) => void select([line.productId], next)}
                onRemove={() => void remove([line.productId])}
              />
            );
          })}
        </ul>
      </section>
    );
  };

  // Quick order keeps its place (and its answer) when the first lines turn the empty cart full.
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>
        {CART_TITLE}{' '}
        {!cart.isEmpty && <span className={styles.count}>{cart.totalItemsQuantity}</span>}
      </h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          {cart.isEmpty ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>В корзине пока пусто</p>
              <p>Загляните в каталог — там много нужных инструментов.</p>
              <Link to="/catalog" className={styles.emptyLink}>
                Перейти в каталог
              </Link>
            </div>
          ) : (
            <div className={styles.groups}>
              <div className={styles.toolbar}>
                <label className={styles.selectAll}>
                  <input
                    type="checkbox"
                    checked={allSelected}
                    disabled={selectable.length === 0}
                    onChange={(event) => void select(selectable, event.target.checked)}
                  />
                  <span>Выбрать все</span>
                </label>
                <Button
                  variant="link"
                  disabled={selected.length === 0}
                  onClick={() => void remove(selected)}
                >
                  Удалить выбранные
                </Button>
              </div>

              {group(
                'changed',
                items(cart.changedItems),
                <Button variant="secondary" onClick={() => void approve()}>
                  Согласовать новые цены
                </Button>,
                <p className={styles.note}>
                  Цены на эти товары изменились. Согласуйте новые цены, чтобы оформить заказ.
                </p>,
              )}
              {group('available', items(cart.availableItems))}
              {group(
                'unavailable',
                items(cart.unavailableItems),
                <Button
                  variant="link"
                  onClick={() =>
                    void remove(
                      items(cart.unavailableItems).map(
                        (ref) => getFragmentData(CartItemFragment, ref).productId,
                      ),
                    )
                  }
                >
                  Удалить недоступные
                </Button>,
              )}
            </div>
          )}
          <QuickOrder onSubmit={quickOrder} />
        </div>
        {!cart.isEmpty && (
          <CartSummary
            cart={cart}
            blocked={cart.changedItems.some(
              (ref) => getFragmentData(CartItemFragment, ref).selected,
            )}
            signedIn={signedIn}
            onSignIn={checkout}
          />
        )}
      </div>
    </div>
  );
}

const GROUP_LABEL: Record<CartLineKind, string> = {
  available: 'Товары в наличии',
  changed: 'Изменились цены',
  unavailable: 'Недоступны для заказа',
};
