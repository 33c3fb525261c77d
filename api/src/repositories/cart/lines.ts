import type { Sql } from '../../db/types.ts';
import type { BrandRef, Breadcrumb, CategoryRef } from '../../schemas/catalog.ts';
import {
  pricingForUser,
  RETAIL_PRICING,
  userPrice,
  type CustomerPricing,
} from '../cabinet/pricing.ts';
import type { CardRow } from '../catalog/cards.ts';
import { findCartId, type CartOwner } from './owner.ts';

/** An offer of a product to the cart's owner: their prices of one unit, and availability. */
export interface Offer {
  available: boolean;
  base_price: number;
  user_price: number;
}

/** One line of a cart with the product as it is now and the offer the buyer approved. */
export interface CartLine {
  product_id: string;
  title: string;
  sku: string;
  slug: string;
  image_id: string | null;
  brand: BrandRef;
  category: CategoryRef;
  breadcrumbs: Breadcrumb[];
  seller: { id: string; slug: string; title: string };
  quantity: number;
  selected: boolean;
  /** Units in stock; null when not tracked. */
  stock: number | null;
  currency_code: string;
  /** In the owner's current prices (their customer's price type). */
  current: Offer;
  approved: Offer;
  /** The current user price differs from the approved one (only an available line is changed). */
  changed: boolean;
}

/** Availability as the cart sees it: on sale, not withdrawn, and not out of stock. */
export const AVAILABLE_SQL = `(NOT p.withdrawn AND p.status <> 'OUT_OF_STOCK'
  AND (p.stock IS NULL OR p.stock > 0))`;

/** The price terms of a cart owner: a visitor buys at retail. */
export function pricingForOwner(db: Sql, owner: CartOwner): Promise<CustomerPricing> {
  return owner.kind === 'user'
    ? pricingForUser(db, owner.user_id)
    : Promise.resolve(RETAIL_PRICING);
}

/** A line's row: the product's columns as the catalogue's cards read them, and the line's own. */
interface LineRow extends Pick<
  CardRow,
  | 'title'
  | 'sku'
  | 'slug'
  | 'image_ids'
  | 'brand_id'
  | 'brand_slug'
  | 'brand_title'
  | 'category_id'
  | 'category_slug'
  | 'category_title'
> {
  product_id: string;
  breadcrumbs: Breadcrumb[] | null;
  seller_id: string;
  seller_slug: string;
  seller_title: string;
  quantity: number;
  selected: boolean;
  stock: number | null;
  currency_code: string;
  available: boolean;
  base_price: number;
  retail_price: number;
  approved_available: boolean;
  approved_base_price: number;
  approved_user_price: number;
}

function toLine(row: LineRow, pricing: CustomerPricing): CartLine {
  const current: Offer = {
    available: row.available,
    base_price: row.base_price,
    user_price: userPrice(row.retail_price, pricing),
  };
  return {
    product_id: row.product_id,
    title: row.title,
    sku: row.sku,
    slug: row.slug,
    image_id: row.image_ids[0] ?? null,
    brand: { id: row.brand_id, slug: row.brand_slug, title: row.brand_title },
    category: { id: row.category_id, slug: row.category_slug, title: row.category_title },
    breadcrumbs: row.breadcrumbs ?? [],
    seller: { id: row.seller_id, slug: row.seller_slug, title: row.seller_title },
    quantity: row.quantity,
    selected: row.selected,
    stock: row.stock,
    currency_code: row.currency_code,
    current,
    approved: {
      available: row.approved_available,
      base_price: row.approved_base_price,
      user_price: row.approved_user_price,
    },
    changed: current.available && current.user_price !== row.approved_user_price,
  };
}

/** Lines of one cart row, oldest first; `extraWhere` narrows them (trusted SQL on `i` and `p`). */
export async function linesOfCart(
  db: Sql,
  cartId: string,
  pricing: CustomerPricing,
  extraWhere = 'TRUE',
): Promise<CartLine[]> {
  const { rows } = await db.query<LineRow>(
    `SELECT p.id::text AS product_id, p.title, p.sku, p.slug, p.image_ids,
       b.id::text AS brand_id, b.slug AS brand_slug, b.title AS brand_title,
       c.id::text AS category_id, c.slug AS category_slug, c.title AS category_title,
       (SELECT json_agg(json_build_object('slug', a.slug, 'title', a.title) ORDER BY a.depth)
          FROM categories a WHERE a.id = ANY(p.category_path)) AS breadcrumbs,
       s.id::text AS seller_id, s.slug AS seller_slug, s.title AS seller_title,
       i.quantity, i.selected, p.stock, p.currency_code, ${AVAILABLE_SQL} AS available,
       p.base_price::float8 AS base_price, p.user_price::float8 AS retail_price,
       i.approved_available, i.approved_base_price::float8 AS approved_base_price,
       i.approved_user_price::float8 AS approved_user_price
     FROM cart_items i
     JOIN products p ON p.id = i.product_id
     JOIN brands b ON b.id = p.brand_id
     JOIN categories c ON c.id = p.category_id
     JOIN sellers s ON s.id = p.seller_id
     WHERE i.cart_id = $1 AND ${extraWhere}
     ORDER BY i.added_at, i.product_id`,
    [cartId],
  );
  return rows.map((row) => toLine(row, pricing));
}

/** Every line of the owner's cart, oldest first, priced for the owner; [] without a cart. */
export async function cartLines(db: Sql, owner: CartOwner): Promise<CartLine[]> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return [];
  return linesOfCart(db, cartId, await pricingForOwner(db, owner));
}

/**
 * The lines that go on to checkout: selected and available now, priced for the owner. A line
 * whose price changed since the buyer approved it is included with `changed: true`; the caller
 * decides whether to ask for approval first. Pass a transaction to read inside it.
 */
export async function selectedAvailableLines(db: Sql, owner: CartOwner): Promise<CartLine[]> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return [];
  return linesOfCart(
    db,
    cartId,
    await pricingForOwner(db, owner),
    `i.selected AND ${AVAILABLE_SQL}`,
  );
}
