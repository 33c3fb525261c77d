import type { Sql } from '../../db/types.ts';

/** The terms the signed-in user buys on: those of their current customer (company). */
export interface CustomerPricing {
  /** Null for a visitor, or a user buying for no company: retail terms. */
  customer_id: string | null;
  price_type: string;
  /** Off the base price, 0–100. */
  discount_percent: number;
  /** Added to every offer's delivery and pickup days (never below the fastest possible). */
  delivery_days_offset: number;
  limit: { type: 'PURCHASE' | 'CREDIT'; amount: number; currency_code: string } | null;
}

export const RETAIL_PRICING: CustomerPricing = Object.freeze({
  customer_id: null,
  price_type: 'RETAIL',
  discount_percent: 0,
  delivery_days_offset: 0,
  limit: null,
});

/** The columns of a customer's terms, as the pricing and company queries select them. */
export interface TermsRow {
  discount_percent: number;
  delivery_days_offset: number;
  limit_type: 'PURCHASE' | 'CREDIT' | null;
  limit_amount: number | null;
  limit_currency: string;
}

interface PricingRow extends TermsRow {
  customer_id: string;
  price_type: string;
}

/** The discount, days and limit of a customer's terms row. */
export function termsOf(
  row: TermsRow,
): Pick<CustomerPricing, 'discount_percent' | 'delivery_days_offset' | 'limit'> {
  return {
    discount_percent: row.discount_percent,
    delivery_days_offset: row.delivery_days_offset,
    limit:
      row.limit_type && row.limit_amount !== null
        ? { type: row.limit_type, amount: row.limit_amount, currency_code: row.limit_currency }
        : null,
  };
}

/** The pricing of a user's current customer; retail terms when they have none. */
export async function pricingForUser(db: Sql, userId: string): Promise<CustomerPricing> {
  const { rows } = await db.query<PricingRow>(
    `SELECT c.id::text AS customer_id, c.price_type, p.discount_percent::float8 AS discount_percent,
            p.delivery_days_offset, c.limit_type, c.limit_amount::float8 AS limit_amount,
            c.limit_currency
     FROM users u
     JOIN customers c ON c.id = u.current_customer_id AND c.account_id = u.current_account_id
     JOIN price_types p ON p.code = c.price_type
     WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return RETAIL_PRICING;
  return {
    customer_id: row.customer_id,
    price_type: row.price_type,
    ...termsOf(row),
  };
}

/**
 * The price the customer pays for an offer whose retail price (the catalogue's stored
 * `user_price`) is `retailPrice`, rounded to kopecks.
 */
export function userPrice(retailPrice: number, pricing: CustomerPricing): number {
  return Math.round(retailPrice * (100 - pricing.discount_percent)) / 100;
}

/**
 * Retail-price bounds matching a price filter the customer set in their own prices, so a SQL
 * filter on the stored `user_price` keeps using its index. The discount is one percentage for
 * the whole catalogue, so the order of offers by price does not change.
 */
export function retailPriceBounds(
  range: { min?: number | undefined; max?: number | undefined },
  pricing: CustomerPricing,
): { min?: number; max?: number } {
  const factor = (100 - pricing.discount_percent) / 100;
  return {
    ...(range.min === undefined ? {} : { min: Math.floor((range.min / factor) * 100) / 100 }),
    ...(range.max === undefined ? {} : { max: Math.ceil((range.max / factor) * 100) / 100 }),
  };
}

/** Delivery days under this pricing; never less than `minimum` (same-day is 0). */
export function deliveryDays(days: number, pricing: CustomerPricing, minimum = 0): number {
  return Math.max(minimum, days + pricing.delivery_days_offset);
}
