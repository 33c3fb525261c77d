import type { Database } from '../../db/types.ts';
import { addToLines, findOffersBySku, type ProductOffer } from './items.ts';
import { pricingForOwner } from './lines.ts';
import { ensureCart, type CartOwner } from './owner.ts';
import { isValidQuantity, maxQuantity } from './rules.ts';

export type RejectReason = 'NOT_FOUND' | 'NOT_AVAILABLE' | 'INVALID_QUANTITY';

/** A line of a quick order that was not added, and why. */
export interface RejectedLine {
  /** 1-based position in the request. */
  line: number;
  sku: string;
  quantity: number;
  reason: RejectReason;
  /** For INVALID_QUANTITY: how many more units the cart could take (0 when none). */
  max_quantity: number | null;
}

/**
 * Adds lines by article (sku) in one transaction: the lines that can be added are added, each
 * other line is answered with its reason (unknown article, not available, a quantity outside
 * 1..9,999 or beyond the stock counting what the cart and earlier lines already hold). Lines of
 * the same article add up.
 */
export async function addProductsBySku(
  db: Database,
  owner: CartOwner,
  items: readonly { sku: string; quantity: number }[],
  now: Date,
): Promise<RejectedLine[]> {
  const pricing = await pricingForOwner(db, owner);
  return db.transaction(async (tx) => {
    const offers = await findOffersBySku(tx, [...new Set(items.map((i) => i.sku.trim()))]);
    const cartId = await ensureCart(tx, owner, now);
    const { rows } = await tx.query<{ product_id: string; quantity: number }>(
      'SELECT product_id::text AS product_id, quantity FROM cart_items WHERE cart_id = $1',
      [cartId],
    );
    const held = new Map(rows.map((r) => [r.product_id, r.quantity]));
    const added = new Map<string, { offer: ProductOffer; quantity: number }>();
    const rejected: RejectedLine[] = [];
    items.forEach((item, index) => {
      const sku = item.sku.trim();
      const reject = (reason: RejectReason, max: number | null = null) =>
        rejected.push({ line: index + 1, sku, quantity: item.quantity, reason, max_quantity: max });
      const offer = offers.get(sku);
      if (!offer) return reject('NOT_FOUND');
      if (!offer.available) return reject('NOT_AVAILABLE');
      const inCart = held.get(offer.product_id) ?? 0;
      const room = Math.max(0, maxQuantity(offer.stock) - inCart);
      if (!isValidQuantity(item.quantity)) return reject('INVALID_QUANTITY', room);
      if (item.quantity > room) return reject('INVALID_QUANTITY', room);
      held.set(offer.product_id, inCart + item.quantity);
      const previous = added.get(offer.product_id);
      added.set(offer.product_id, {
        offer,
        quantity: (previous?.quantity ?? 0) + item.quantity,
      });
    });
    await addToLines(tx, cartId, [...added.values()], pricing, now);
    return rejected;
  });
}
