import type { Sql } from '../../db/types.ts';
import type { Cart, CartItem, PurchaseOffer } from '../../schemas/cart.ts';
import { linesOfCart, pricingForOwner, type CartLine, type Offer } from './lines.ts';
import { findCartId, type CartOwner } from './owner.ts';
import { maxQuantity } from './rules.ts';

const CART_TITLE = 'Корзина';

const kopecks = (amount: number): number => Math.round(amount * 100);
const rubles = (kop: number): number => kop / 100;

function purchaseOffer(offer: Offer, quantity: number): PurchaseOffer {
  const discount =
    offer.base_price > 0
      ? Math.max(0, Math.round((1 - offer.user_price / offer.base_price) * 100))
      : 0;
  return {
    available: offer.available,
    base_price: offer.base_price,
    user_price: offer.user_price,
    total_price: rubles(kopecks(offer.user_price) * quantity),
    discount,
    has_base_price: offer.base_price > offer.user_price,
  };
}

function cartItem(line: CartLine): CartItem {
  const difference = rubles(kopecks(line.current.user_price) - kopecks(line.approved.user_price));
  return {
    product_id: line.product_id,
    title: line.title,
    selected: line.selected,
    slug: line.slug,
    quantity: line.quantity,
    max_quantity: maxQuantity(line.stock),
    brand: line.brand,
    sku: line.sku,
    image_id: line.image_id,
    ecommerce_id: line.product_id,
    category: line.category,
    breadcrumbs: line.breadcrumbs,
    seller: line.seller,
    has_unapproved_offer: line.changed,
    current_purchase_offer: purchaseOffer(line.current, line.quantity),
    approved_purchase_offer: purchaseOffer(line.approved, line.quantity),
    changelog: line.changed
      ? { price_direction: difference > 0 ? 'UP' : 'DOWN', difference: Math.abs(difference) }
      : null,
  };
}

/**
 * The whole cart as the REST answers it: lines in three groups, and totals over the selected
 * available lines (changed lines count at their current price).
 */
export function cartView(id: string, lines: readonly CartLine[], currencyCode = 'RUB'): Cart {
  const counted = lines.filter((l) => l.selected && l.current.available);
  const base = counted.reduce((sum, l) => sum + kopecks(l.current.base_price) * l.quantity, 0);
  const paid = counted.reduce((sum, l) => sum + kopecks(l.current.user_price) * l.quantity, 0);
  return {
    id,
    title: CART_TITLE,
    currency_code: lines[0]?.currency_code ?? currencyCode,
    total_items_quantity: lines.length,
    total_goods_quantity: counted.reduce((sum, l) => sum + l.quantity, 0),
    total_base_price: rubles(base),
    total_user_price: rubles(paid),
    discount: rubles(Math.max(0, base - paid)),
    show_base_price: base > paid,
    is_empty: lines.length === 0,
    available_items: lines.filter((l) => l.current.available && !l.changed).map(cartItem),
    unavailable_items: lines.filter((l) => !l.current.available).map(cartItem),
    changed_items: lines.filter((l) => l.changed).map(cartItem),
  };
}

/**
 * The owner's cart. A visitor's cart that has no row yet answers empty under its cookie-derived
 * id; a user's cart row is created on first read so its id is stable from the start.
 */
export async function readCart(
  db: Sql,
  owner: CartOwner,
  ensure: (owner: CartOwner) => Promise<string>,
): Promise<Cart> {
  const [id, pricing] = await Promise.all([
    owner.kind === 'visitor'
      ? owner.cart_id
      : findCartId(db, owner).then((found) => found ?? ensure(owner)),
    pricingForOwner(db, owner),
  ]);
  return cartView(id, await linesOfCart(db, id, pricing));
}
