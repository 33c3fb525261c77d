import type { Sql } from '../../db/types.ts';
import type { Purchase } from '../../schemas/checkout.ts';
import type { BuiltOrder } from './build.ts';
import { initialStatus } from './payment.ts';
import type { CheckoutOwner } from './state.ts';

const PREFIXES: Record<string, string> = { garwin: 'GW', sprout: 'SP', ipr: 'IP', licota: 'LC' };

/** The market's order number prefix: GW-100234 in garwin; the white-label market's initials. */
export function orderNumberPrefix(marketId: string): string {
  return (
    PREFIXES[marketId] ??
    (marketId
      .replace(/[^a-z]/gi, '')
      .slice(0, 2)
      .toUpperCase() ||
      'OR')
  );
}

/**
 * Starts a purchase under the buyer's idempotency key. Null when the key already has one: the
 * caller answers with that one. A concurrent first use waits here until the other commits.
 */
export async function startPurchase(
  tx: Sql,
  owner: CheckoutOwner,
  key: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO purchases (market_id, user_id, account_id, customer_id, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id::text AS id`,
    [owner.market_id, owner.user_id, owner.account_id, owner.customer_id, key, now],
  );
  return rows[0]?.id ?? null;
}

/** Writes one order of a purchase with its items; returns its id and number. */
export async function insertOrder(
  tx: Sql,
  purchaseId: string,
  owner: CheckoutOwner,
  built: BuiltOrder,
  comment: string | null,
  now: Date,
): Promise<{ id: string; number: string }> {
  const { order, contact, courier, point, costCenter } = built;
  const method = order.payment.selected_method;
  const variants = order.shipments.map((s) => ({
    shipment_id: s.id,
    kind: s.kind,
    delivery_variant: s.delivery.available_variants.find(
      (v) => v.id === s.delivery.selected_variant_id,
    ),
  }));
  const shipping = {
    method: order.delivery_method,
    address: courier?.address ?? point?.location.postal_address ?? null,
    courier: courier,
    pickup_point_id: point?.id ?? null,
    pickup_point_kind: point?.kind ?? null,
    pickup_point_brand: point?.brand ?? null,
    delivery_variant: variants[0]?.delivery_variant ?? null,
    shipments: variants,
  };
  const { summary } = order;
  const { rows } = await tx.query<{ id: string; number: string }>(
    `INSERT INTO orders (number, purchase_id, market_id, account_id, customer_id, user_id,
       seller_id, seller_title, status, created_at, updated_at, contact, cost_center, shipping,
       payment_method, goods_count, subtotal, discount_total, discount_promo_code,
       discount_personal, discount_customer, discount_promo, shipping_cost, total, promo_code,
       comment)
     VALUES ($1 || '-' || nextval('order_number_seq'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $10,
       $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)
     RETURNING id::text AS id, number`,
    [
      orderNumberPrefix(owner.market_id),
      purchaseId,
      owner.market_id,
      owner.account_id,
      owner.customer_id,
      owner.user_id,
      Number(order.seller_id),
      order.seller_title,
      initialStatus(method),
      now,
      JSON.stringify(contact && { name: contact.name, phone: contact.phone, email: contact.email }),
      costCenter ? JSON.stringify(costCenter) : null,
      JSON.stringify(shipping),
      method,
      summary.goods_count,
      summary.subtotal,
      summary.discounts.total,
      summary.discounts.promo_code,
      summary.discounts.personal,
      summary.discounts.customer,
      summary.discounts.promo,
      summary.shipping,
      summary.total,
      order.promo_code?.code ?? null,
      comment,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('order insert returned nothing');
  const items = order.shipments.flatMap((s) => s.items);
  await tx.query(
    `INSERT INTO order_items (order_id, position, product_id, title, sku, slug, image_id,
       brand_id, brand_name, brand_slug, price, quantity, total)
     SELECT $1, i.n, i.product_id, i.title, i.sku, i.slug, i.image_id, i.brand_id, i.brand_name,
       i.brand_slug, i.price, i.quantity, i.total
     FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[],
                 $9::text[], $10::numeric[], $11::int[], $12::numeric[])
       WITH ORDINALITY AS i (product_id, title, sku, slug, image_id, brand_id, brand_name,
                             brand_slug, price, quantity, total, n)`,
    [
      row.id,
      items.map((i) => Number(i.product_id)),
      items.map((i) => i.title),
      items.map((i) => i.sku),
      items.map((i) => i.slug),
      items.map((i) => i.image_id),
      items.map((i) => Number(i.brand.id)),
      items.map((i) => i.brand.name),
      items.map((i) => i.brand.slug),
      items.map((i) => i.price),
      items.map((i) => i.quantity),
      items.map((i) => i.total),
    ],
  );
  return row;
}

/**
 * Takes a deferred payment from the customer's credit limit; false (nothing taken) when the
 * limit is smaller than the sum.
 */
export async function takeFromCreditLimit(
  tx: Sql,
  customerId: string,
  amount: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE customers SET limit_amount = limit_amount - $2::numeric
     WHERE id = $1 AND limit_type = 'CREDIT' AND limit_amount >= $2::numeric RETURNING id`,
    [customerId, amount],
  );
  return rows.length > 0;
}

/** A purchase of the user with its orders; null when it is not theirs. */
export async function findPurchase(db: Sql, userId: string, id: string): Promise<Purchase | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM purchases WHERE id::text = $1 AND user_id = $2',
    [id, userId],
  );
  if (!rows[0]) return null;
  const orders = await db.query<Purchase['orders'][number]>(
    `SELECT id::text AS id, number, status, total::float8 AS total, payment_method
     FROM orders WHERE purchase_id = $1 ORDER BY created_at, number`,
    [id],
  );
  return { purchase_id: id, orders: orders.rows };
}

/** The purchase a user made under an idempotency key, if any. */
export async function findPurchaseByKey(
  db: Sql,
  userId: string,
  key: string,
): Promise<Purchase | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM purchases WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return rows[0] ? findPurchase(db, userId, rows[0].id) : null;
}
