import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import type { CartItem_ItemFragment } from '../../__generated__/graphql.ts';
import { formatMoney } from '../../components/product/format-money.ts';
import { Price } from '../../components/product/Price.tsx';
import { purchasable } from '../../components/product/purchasable.ts';
import type { PurchasableProduct } from '../../components/product/purchase-slot.tsx';
import { useDisplayMoney } from '../../components/ui/display-money.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { useCartActions } from './CartProvider.tsx';
import { CartItemFragment } from './operations.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import styles from './CartLine.module.scss';

export type CartLineKind = 'available' | 'changed' | 'unavailable';

/** The line as the add buttons and analytics know a product. */
export function purchasableOf(item: CartItem_ItemFragment): PurchasableProduct {
  const offer = item.currentPurchaseOffer;
  return purchasable({ ...item, id: item.productId }, offer.userPrice.amount, offer.available);
}

/**
 * One cart line: selection, picture, name, the price of one piece (for a changed line the approved
 * and the new price with the direction and the difference), the quantity, the line total, removal.
 * An unavailable line is greyed and offers only its removal.
 */
export function CartLine({
  item: itemRef,
  kind,
  onSelect,
  onRemove,
}: {
  item: FragmentType<typeof CartItemFragment>;
  kind: CartLineKind;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
}) {
  const item = getFragmentData(CartItemFragment, itemRef);
  const { setQuantity } = useCartActions();
  const display = useDisplayMoney();
  const show = (money: { amount: number; currencyCode: string }) =>
    display ? display(money.amount) : formatMoney(money);
  const offer = item.currentPurchaseOffer;
  const href = `/tovar/${item.slug}`;
  const change = item.changelog;
  return (
    <li className={styles.line} data-kind={kind} aria-label={item.title}>
      {kind !== 'unavailable' ? (
        <input
          type="checkbox"
          className={styles.check}
          checked={item.selected}
          aria-label={`Выбрать: ${item.title}`}
          onChange={(event) => onSelect(event.target.checked)}
        />
      ) : (
        <span className={styles.check} />
      )}
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <img src={item.image.url} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <Icon name="catalog" size={32} />
        )}
      </Link>
      <div className={styles.info}>
        <Link to={href} className={styles.title}>
          {item.title}
        </Link>
        <p className={styles.meta}>
          {item.brand && <span>{item.brand.title}</span>}
          <span>Арт. {item.sku}</span>
        </p>
        {kind === 'unavailable' && <p className={styles.gone}>Нет в наличии</p>}
      </div>
      <div className={styles.price}>
        {kind === 'changed' && change ? (
          <div className={styles.changed}>
            <s className={styles.old}>
              <span className="visually-hidden">Было: </span>
              {show(item.approvedPurchaseOffer.userPrice)}
            </s>
            <span className={styles.new}>
              <span className="visually-hidden">Стало: </span>
              {show(offer.userPrice)}
            </span>
            <span className={styles.diff} data-direction={change.priceDirection}>
              <span className={styles.arrow}>
                <Icon name="arrowUp" size={14} />
              </span>
              <span className="visually-hidden">
                {change.priceDirection === 'UP' ? 'Подорожание' : 'Снижение'}:
              </span>
              {change.priceDirection === 'UP' ? '+' : '−'}
              {show(change.difference)}
            </span>
          </div>
        ) : (
          <Price
            size="sm"
            price={{
              base: offer.hasBasePrice ? offer.basePrice : null,
              user: offer.userPrice,
              discount: offer.discount,
            }}
          />
        )}
        <span className={styles.each}>за шт.</span>
      </div>
      <div className={styles.quantity}>
        {kind !== 'unavailable' && (
          <QuantityStepper
            value={item.quantity}
            label={item.title}
            size="sm"
            removable={false}
            max={item.maxQuantity}
            onChange={(next) => void setQuantity(purchasableOf(item), next)}
          />
        )}
      </div>
      <div className={styles.total}>{kind !== 'unavailable' && show(offer.totalPrice)}</div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Удалить: ${item.title}`}
        onClick={onRemove}
      >
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}
