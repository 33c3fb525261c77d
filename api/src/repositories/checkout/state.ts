import type { Sql } from '../../db/types.ts';
import { firstRow } from '../first-row.ts';
import type { PaymentMethod } from '../../schemas/checkout.ts';

/** The buyer of a checkout: a user in a market, buying for their current account and customer. */
export interface CheckoutOwner {
  market_id: string;
  user_id: string;
  account_id: string;
  customer_id: string | null;
}

/** What the buyer chose for one seller's order, between steps. */
export interface CheckoutState {
  id: string;
  seller_id: string;
  contact_id: string | null;
  courier_address_id: string | null;
  pickup_address_id: string | null;
  cost_center_id: string | null;
  payment_method: PaymentMethod;
  promo_code: string | null;
  delivery_variants: Record<string, string>;
}

const COLUMNS = `id::text AS id, seller_id::text AS seller_id, contact_id::text AS contact_id,
  courier_address_id::text AS courier_address_id, pickup_address_id::text AS pickup_address_id,
  cost_center_id::text AS cost_center_id, payment_method, promo_code, delivery_variants`;
const OWNER = `user_id = $1 AND market_id = $2 AND account_id = $3
  AND customer_id IS NOT DISTINCT FROM $4::uuid`;
const ownerParams = (o: CheckoutOwner) => [o.user_id, o.market_id, o.account_id, o.customer_id];

/**
 * The states of the owner's orders for these sellers, creating the missing ones (a new one takes
 * the user's newest contact). Concurrent first calls get the same rows.
 */
export async function ensureStates(
  db: Sql,
  owner: CheckoutOwner,
  sellerIds: readonly string[],
  now: Date,
): Promise<Map<string, CheckoutState>> {
  if (sellerIds.length > 0) {
    await db.query(
      `INSERT INTO checkout_orders (user_id, market_id, account_id, customer_id, seller_id,
         contact_id, updated_at)
       SELECT $1, $2, $3, $4::uuid, s,
         (SELECT id FROM contacts WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1), $6
       FROM unnest($5::int[]) AS s
       ON CONFLICT (user_id, market_id, account_id, (COALESCE(customer_id::text, '')), seller_id)
       DO NOTHING`,
      [...ownerParams(owner), sellerIds.map(Number), now],
    );
  }
  const { rows } = await db.query<CheckoutState>(
    `SELECT ${COLUMNS} FROM checkout_orders WHERE ${OWNER} AND seller_id = ANY($5::int[])`,
    [...ownerParams(owner), sellerIds.map(Number)],
  );
  return new Map(rows.map((row) => [row.seller_id, row]));
}

/** One order state of the owner; null when it is another's or another customer's. */
export function findState(db: Sql, owner: CheckoutOwner, id: string) {
  return firstRow<CheckoutState>(
    db,
    `SELECT ${COLUMNS} FROM checkout_orders WHERE ${OWNER} AND id::text = $5`,
    [...ownerParams(owner), id],
  );
}

export type StateChange = Partial<Omit<CheckoutState, 'id' | 'seller_id'>>;

const CHANGEABLE = [
  'contact_id',
  'courier_address_id',
  'pickup_address_id',
  'cost_center_id',
  'payment_method',
  'promo_code',
  'delivery_variants',
] as const;

/** Writes the given choices of one order state. */
export async function updateState(
  db: Sql,
  id: string,
  change: StateChange,
  now: Date,
): Promise<void> {
  const fields = CHANGEABLE.filter((field) => change[field] !== undefined);
  const sets = fields.map((field, i) =>
    field === 'delivery_variants' ? `${field} = $${i + 3}::jsonb` : `${field} = $${i + 3}`,
  );
  const values = fields.map((field) =>
    field === 'delivery_variants' ? JSON.stringify(change[field]) : change[field],
  );
  await db.query(
    `UPDATE checkout_orders SET updated_at = $2${sets.map((s) => `, ${s}`).join('')}
     WHERE id::text = $1`,
    [id, now, ...values],
  );
}
