import type { Database } from '../../db/types.ts';
import { ensureCart, type CartOwner } from './owner.ts';
import { MAX_LINE_QUANTITY } from './rules.ts';

/**
 * Moves a visitor's cart into a signed-in user's cart, in one transaction: quantities of the same
 * product add up (to at most 9,999), other lines move with their approved offer and selection, and
 * the visitor's cart is deleted. The visitor's cart row is locked first, so of two racing calls
 * only the first merges; the second finds no cart and changes nothing. Returns whether it merged.
 */
export async function mergeVisitorCart(
  db: Database,
  visitor: Extract<CartOwner, { kind: 'visitor' }>,
  user: Extract<CartOwner, { kind: 'user' }>,
  now: Date,
): Promise<boolean> {
  if (visitor.market_id !== user.market_id) return false;
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ id: string }>(
      `SELECT id::text AS id FROM carts
       WHERE id = $1 AND market_id = $2 AND user_id IS NULL FOR UPDATE`,
      [visitor.cart_id, visitor.market_id],
    );
    if (locked.rows.length === 0) return false;
    const userCartId = await ensureCart(tx, user, now);
    await tx.query(
      `WITH moved AS (DELETE FROM cart_items WHERE cart_id = $1 RETURNING *)
       INSERT INTO cart_items (cart_id, product_id, quantity, selected, approved_available,
         approved_base_price, approved_user_price, added_at)
       SELECT $2, product_id, quantity, selected, approved_available, approved_base_price,
         approved_user_price, added_at
       FROM moved
       ON CONFLICT (cart_id, product_id) DO UPDATE
       SET quantity = LEAST(cart_items.quantity + excluded.quantity, $3),
           selected = cart_items.selected OR excluded.selected`,
      [visitor.cart_id, userCartId, MAX_LINE_QUANTITY],
    );
    await tx.query('DELETE FROM carts WHERE id = $1', [visitor.cart_id]);
    return true;
  });
}
