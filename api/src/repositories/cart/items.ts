import type { Database, Sql } from '../../db/types.ts';
import { userPrice, type CustomerPricing } from '../cabinet/pricing.ts';
import { AVAILABLE_SQL, pricingForOwner } from './lines.ts';
import { ensureCart, findCartId, type CartOwner } from './owner.ts';
import {
  invalidQuantity,
  isValidQuantity,
  maxQuantity,
  productNotAvailable,
  productNotFound,
} from './rules.ts';

/** A product as a cart change needs it. */
export interface ProductOffer {
  product_id: string;
  sku: string;
  available: boolean;
  stock: number | null;
  base_price: number;
  retail_price: number;
}

const OFFER_COLUMNS = `p.id::text AS product_id, p.sku, ${AVAILABLE_SQL} AS available, p.stock,
  p.base_price::float8 AS base_price, p.user_price::float8 AS retail_price`;

/** Product ids are whole numbers; anything else names no product. */
function productIdOrNull(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

async function findOffer(tx: Sql, productId: string): Promise<ProductOffer | null> {
  const id = productIdOrNull(productId);
  if (id === null) return null;
  const { rows } = await tx.query<ProductOffer>(
    `SELECT ${OFFER_COLUMNS} FROM products p WHERE p.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Offers by article (sku), for a quick order. */
export async function findOffersBySku(tx: Sql, skus: string[]): Promise<Map<string, ProductOffer>> {
  const { rows } = await tx.query<ProductOffer>(
    `SELECT ${OFFER_COLUMNS} FROM products p WHERE p.sku = ANY($1::text[])`,
    [skus],
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

async function lineQuantities(tx: Sql, cartId: string): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ product_id: string; quantity: number }>(
    'SELECT product_id::text AS product_id, quantity FROM cart_items WHERE cart_id = $1',
    [cartId],
  );
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

/**
 * Adds units of products, creating lines with the current offer as the approved one; an existing
 * line keeps its approved offer and gains the units. Runs after `ensureCart` has locked the cart.
 */
export async function addToLines(
  tx: Sql,
  cartId: string,
  additions: { offer: ProductOffer; quantity: number }[],
  pricing: CustomerPricing,
  now: Date,
): Promise<void> {
  if (additions.length === 0) return;
  await tx.query(
    `INSERT INTO cart_items (cart_id, product_id, quantity, approved_available,
       approved_base_price, approved_user_price, added_at)
     SELECT $1, a.product_id, a.quantity, a.available, a.base_price, a.user_price,
       $2::timestamptz + make_interval(secs => a.n / 1000000.0)
     FROM unnest($3::int[], $4::int[], $5::bool[], $6::numeric[], $7::numeric[])
       WITH ORDINALITY AS a (product_id, quantity, available, base_price, user_price, n)
     ON CONFLICT (cart_id, product_id)
     DO UPDATE SET quantity = cart_items.quantity + excluded.quantity`,
    [
      cartId,
      now,
      additions.map((a) => Number(a.offer.product_id)),
      additions.map((a) => a.quantity),
      additions.map((a) => a.offer.available),
      additions.map((a) => a.offer.base_price),
      additions.map((a) => userPrice(a.offer.retail_price, pricing)),
    ],
  );
}

/**
 * Adds `quantity` units of a product (a second add of the same product adds up on one line, also
 * when two requests race). Throws 404 for an unknown product, 409 PRODUCT_NOT_AVAILABLE, and 400
 * INVALID_QUANTITY when the line would hold less than 1, more than 9,999 or more than the stock.
 */
export async function addProduct(
  db: Database,
  owner: CartOwner,
  productId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  if (!isValidQuantity(quantity)) throw invalidQuantity();
  const pricing = await pricingForOwner(db, owner);
  await db.transaction(async (tx) => {
    const offer = await findOffer(tx, productId);
    if (!offer) throw productNotFound();
    if (!offer.available) throw productNotAvailable();
    // the cart row stays locked until commit: changes of one cart take turns
    const cartId = await ensureCart(tx, owner, now);
    const inCart = (await lineQuantities(tx, cartId)).get(offer.product_id) ?? 0;
    const max = maxQuantity(offer.stock);
    if (inCart + quantity > max) throw invalidQuantity(max);
    await addToLines(tx, cartId, [{ offer, quantity }], pricing, now);
  });
}

/**
 * Sets a line's quantity. Throws 404 when the product is not in the cart, 409 when it is no
 * longer available, 400 INVALID_QUANTITY outside 1..min(9,999, stock).
 */
export async function updateItemQuantity(
  db: Database,
  owner: CartOwner,
  productId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  if (!isValidQuantity(quantity)) throw invalidQuantity();
  await db.transaction(async (tx) => {
    const cartId = await findCartId(tx, owner);
    const offer = cartId ? await findOffer(tx, productId) : null;
    if (!cartId || !offer) throw productNotFound();
    await ensureCart(tx, owner, now);
    if (!(await lineQuantities(tx, cartId)).has(offer.product_id)) throw productNotFound();
    if (!offer.available) throw productNotAvailable();
    const max = maxQuantity(offer.stock);
    if (quantity > max) throw invalidQuantity(max);
    await tx.query('UPDATE cart_items SET quantity = $3 WHERE cart_id = $1 AND product_id = $2', [
      cartId,
      Number(offer.product_id),
      quantity,
    ]);
  });
}

function productIds(ids: readonly string[]): number[] {
  return ids.map(productIdOrNull).filter((id): id is number => id !== null);
}

/**
 * Removes the products' lines from the owner's cart; ids not in the cart are ignored. Takes a
 * transaction (or the database): checkout calls it inside its submit transaction.
 */
export async function removeProducts(
  tx: Sql,
  owner: CartOwner,
  ids: readonly string[],
): Promise<void> {
  const cartId = await findCartId(tx, owner);
  if (!cartId || ids.length === 0) return;
  await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND product_id = ANY($2::int[])', [
    cartId,
    productIds(ids),
  ]);
}

/** Selects or deselects lines; ids not in the cart are ignored. */
export async function updateItemsSelection(
  db: Sql,
  owner: CartOwner,
  ids: readonly string[],
  selected: boolean,
): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (!cartId || ids.length === 0) return;
  await db.query(
    'UPDATE cart_items SET selected = $3 WHERE cart_id = $1 AND product_id = ANY($2::int[])',
    [cartId, productIds(ids), selected],
  );
}

/** The buyer accepts every line's current offer: no line is changed afterwards. */
export async function approveOffers(db: Database, owner: CartOwner, now: Date): Promise<void> {
  const pricing = await pricingForOwner(db, owner);
  await db.transaction(async (tx) => {
    const cartId = await findCartId(tx, owner);
    if (!cartId) return;
    await ensureCart(tx, owner, now);
    const { rows } = await tx.query<ProductOffer>(
      `SELECT ${OFFER_COLUMNS} FROM cart_items i JOIN products p ON p.id = i.product_id
       WHERE i.cart_id = $1`,
      [cartId],
    );
    await tx.query(
      `UPDATE cart_items i SET approved_available = a.available,
         approved_base_price = a.base_price, approved_user_price = a.user_price
       FROM unnest($2::int[], $3::bool[], $4::numeric[], $5::numeric[])
         AS a (product_id, available, base_price, user_price)
       WHERE i.cart_id = $1 AND i.product_id = a.product_id`,
      [
        cartId,
        rows.map((r) => Number(r.product_id)),
        rows.map((r) => r.available),
        rows.map((r) => r.base_price),
        rows.map((r) => userPrice(r.retail_price, pricing)),
      ],
    );
  });
}
