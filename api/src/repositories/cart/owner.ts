import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../../db/types.ts';

/**
 * Whose cart a request works on. A visitor's cart is found by the secret of the `cart_id` cookie;
 * a signed-in user's by market, user, current account and current customer (null: a private
 * buyer), so every customer of an account has its own cart and no user sees another's.
 */
export type CartOwner =
  | { kind: 'visitor'; market_id: string; cart_id: string }
  | {
      kind: 'user';
      market_id: string;
      user_id: string;
      account_id: string;
      customer_id: string | null;
    };

/** A fresh secret for the `cart_id` cookie of a visitor. */
export function newVisitorKey(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The id of a visitor's cart: a one-way hash of the cookie's secret, shaped as a uuid, so the id
 * may travel in answers without giving the cookie away, and exists before the cart has a row.
 * One cookie gives a separate cart in each market.
 */
export function visitorCartId(key: string, marketId: string): string {
  const hex = createHash('sha256').update(`cart:${marketId}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A well-formed cookie secret (what `newVisitorKey` makes); anything else is ignored. */
export function isVisitorKey(value: string | undefined): value is string {
  return value !== undefined && /^[\w-]{32}$/.test(value);
}

/**
 * The cart owner for a signed-in user in a market: their current account and customer. Null
 * when the user does not exist (deleted meanwhile).
 */
export async function ownerForUser(
  db: Sql,
  marketId: string,
  userId: string,
): Promise<CartOwner | null> {
  const { rows } = await db.query<{ account_id: string | null; customer_id: string | null }>(
    `SELECT current_account_id::text AS account_id, current_customer_id::text AS customer_id
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row?.account_id) return null;
  return {
    kind: 'user',
    market_id: marketId,
    user_id: userId,
    account_id: row.account_id,
    customer_id: row.customer_id,
  };
}

/** The id of the owner's cart row, or null while it has none (nothing was ever added). */
export async function findCartId(db: Sql, owner: CartOwner): Promise<string | null> {
  if (owner.kind === 'visitor') {
    const { rows } = await db.query<{ id: string }>(
      'SELECT id::text AS id FROM carts WHERE id = $1 AND market_id = $2 AND user_id IS NULL',
      [owner.cart_id, owner.market_id],
    );
    return rows[0]?.id ?? null;
  }
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM carts
     WHERE market_id = $1 AND user_id = $2 AND account_id = $3
       AND customer_id IS NOT DISTINCT FROM $4::uuid`,
    [owner.market_id, owner.user_id, owner.account_id, owner.customer_id],
  );
  return rows[0]?.id ?? null;
}

/** How long an untouched visitor cart (and its cookie) lives. */
export const VISITOR_CART_DAYS = 30;

/**
 * The owner's cart id, creating the row when missing (concurrent callers get the same row) and
 * marking it as touched; the row stays locked until the transaction ends, so changes of one cart
 * take turns. Call it inside the transaction that then changes the cart's lines.
 */
export async function ensureCart(tx: Sql, owner: CartOwner, now: Date): Promise<string> {
  if (owner.kind === 'visitor') {
    const { rows } = await tx.query<{ id: string; created: boolean }>(
      `INSERT INTO carts (id, market_id, created_at, updated_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at
       WHERE carts.market_id = excluded.market_id AND carts.user_id IS NULL
       RETURNING id::text AS id, (xmax = 0) AS created`,
      [owner.cart_id, owner.market_id, now],
    );
    const row = rows[0];
    // only a hash collision with a user's cart could get here
    if (!row) throw new Error('visitor cart id belongs to another owner');
    // each new visitor cart clears away the abandoned ones (an indexed range)
    if (row.created) await purgeStaleVisitorCarts(tx, now);
    return row.id;
  }
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO carts (id, market_id, user_id, account_id, customer_id, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $5)
     ON CONFLICT (market_id, user_id, account_id, customer_id) WHERE user_id IS NOT NULL
     DO UPDATE SET updated_at = excluded.updated_at
     RETURNING id::text AS id`,
    [owner.market_id, owner.user_id, owner.account_id, owner.customer_id, now],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('cart upsert returned nothing');
  return id;
}

/** Deletes visitor carts untouched for longer than the cookie lives. */
export async function purgeStaleVisitorCarts(db: Sql, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM carts WHERE user_id IS NULL AND updated_at < $1::timestamptz - make_interval(days => $2)`,
    [now, VISITOR_CART_DAYS],
  );
}
