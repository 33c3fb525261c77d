import type { Order, OrderItem, OrderStatus, OrderTracking } from '../../schemas/orders.ts';
import { aggregatedStatus, paymentStatus } from './statuses.ts';

/** One order as read by ORDER_SELECT, money as float8 roubles. */
export interface OrderRow {
  id: string;
  number: string;
  market_id: string;
  account_id: string;
  user_id: string;
  status: OrderStatus;
  created_at: Date | string;
  updated_at: Date | string;
  contact: { name?: string; phone?: string; email?: string } | null;
  cost_center: { id?: string; title?: string; description?: string | null } | null;
  shipping: Record<string, unknown> | null;
  payment_method: Order['payment']['method'];
  goods_count: number;
  subtotal: number;
  discount_total: number;
  discount_promo_code: number;
  discount_personal: number;
  discount_customer: number;
  discount_promo: number;
  shipping_cost: number;
  total: number;
  amount_paid: number;
  promo_code: string | null;
  comment: string | null;
  seller_id: number;
  seller_title: string;
  customer_id: string | null;
  customer_title: string | null;
  customer_inn: string | null;
  customer_kpp: string | null;
  user_first_name: string;
  user_last_name: string;
  user_email: string | null;
  user_phone: string | null;
  last_payment_status: string | null;
  last_payment_error: string | null;
}

export const ORDER_SELECT = `SELECT o.id::text AS id, o.number, o.market_id, o.account_id::text AS account_id,
    o.user_id::text AS user_id, o.status, o.created_at, o.updated_at, o.contact, o.cost_center,
    o.shipping, o.payment_method, o.goods_count, o.subtotal::float8 AS subtotal,
    o.discount_total::float8 AS discount_total, o.discount_promo_code::float8 AS discount_promo_code,
    o.discount_personal::float8 AS discount_personal,
    o.discount_customer::float8 AS discount_customer, o.discount_promo::float8 AS discount_promo,
    o.shipping_cost::float8 AS shipping_cost, o.total::float8 AS total,
    o.amount_paid::float8 AS amount_paid, o.promo_code, o.comment, o.seller_id, o.seller_title,
    o.customer_id::text AS customer_id, c.title AS customer_title, c.inn AS customer_inn,
    c.kpp AS customer_kpp, u.first_name AS user_first_name, u.last_name AS user_last_name,
    u.email AS user_email, u.phone AS user_phone, lp.status AS last_payment_status,
    lp.error AS last_payment_error
  FROM orders o
  JOIN users u ON u.id = o.user_id
  LEFT JOIN customers c ON c.id = o.customer_id
  LEFT JOIN LATERAL (
    SELECT p.status, p.error FROM payments p WHERE p.order_id = o.id
    ORDER BY p.created_at DESC, p.id LIMIT 1
  ) lp ON true`;

export interface ItemRow {
  order_id: string;
  product_id: number;
  title: string;
  sku: string;
  slug: string;
  image_id: string | null;
  brand_id: number | null;
  brand_name: string;
  brand_slug: string;
  price: number;
  quantity: number;
  total: number;
}

export const ITEM_SELECT = `SELECT order_id::text AS order_id, product_id, title, sku, slug, image_id,
    brand_id, brand_name, brand_slug, price::float8 AS price, quantity, total::float8 AS total
  FROM order_items`;

const kopecks = (roubles: number) => Math.round(roubles * 100);
const roubles = (k: number) => k / 100;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function toItem(row: ItemRow): OrderItem {
  return {
    product_id: String(row.product_id),
    title: row.title,
    name: row.title,
    brand: {
      id: row.brand_id === null ? null : String(row.brand_id),
      name: row.brand_name,
      slug: row.brand_slug,
    },
    sku: row.sku,
    slug: row.slug,
    image_id: row.image_id,
    price: row.price,
    quantity: row.quantity,
    total: row.total,
  };
}

/** Who the buyer is shown as: the name, else the e-mail or phone. */
export function displayName(
  row: Pick<OrderRow, 'user_first_name' | 'user_last_name' | 'user_email' | 'user_phone'>,
): string {
  const name = [row.user_first_name, row.user_last_name].filter(Boolean).join(' ');
  return name || row.user_email || row.user_phone || '';
}

const ONLINE_METHODS = new Set(['PAYMENT_METHOD_CARD_ONLINE', 'PAYMENT_METHOD_SBP']);

/** The REST order of spec section 3 from its row, items and tracking numbers. */
export function toOrder(row: OrderRow, items: ItemRow[] | null, tracking: OrderTracking[]): Order {
  const total = kopecks(row.total);
  const paid = kopecks(row.amount_paid);
  const due = Math.max(0, total - paid);
  const open = row.status !== 'CANCELLED' && row.status !== 'RECEIVED';
  const company = row.customer_id !== null && row.customer_inn !== null;
  const contact = {
    name: row.contact?.name ?? '',
    phone: row.contact?.phone ?? '',
    email: row.contact?.email ?? '',
  };
  const shipping = row.shipping ?? {};
  const variant = shipping.delivery_variant as Record<string, unknown> | null | undefined;
  const created = new Date(row.created_at).toISOString();
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    aggregated_status: aggregatedStatus(row.status),
    create_time: created,
    created_at: created,
    update_time: new Date(row.updated_at).toISOString(),
    contact,
    user: { id: row.user_id, display_name: displayName(row) },
    customer:
      row.customer_id === null
        ? null
        : {
            id: row.customer_id,
            title: row.customer_title ?? '',
            inn: row.customer_inn,
            kpp: row.customer_kpp,
          },
    cost_center:
      row.cost_center && row.cost_center.id
        ? {
            id: row.cost_center.id,
            title: row.cost_center.title ?? '',
            description: row.cost_center.description ?? null,
          }
        : null,
    seller: { id: String(row.seller_id), title: row.seller_title },
    shipping: {
      method:
        shipping.method === 'DELIVERY_METHOD_PICKUP'
          ? 'DELIVERY_METHOD_PICKUP'
          : 'DELIVERY_METHOD_COURIER',
      address: text(shipping.address),
      pickup_point_id: text(shipping.pickup_point_id),
      pickup_point_kind: text(shipping.pickup_point_kind),
      pickup_point_brand: text(shipping.pickup_point_brand),
      contact,
      delivery_variant: variant
        ? {
            id: String(variant.id ?? ''),
            method: String(variant.method ?? ''),
            time: String(variant.time ?? ''),
            cost: Number(variant.cost ?? 0),
          }
        : null,
    },
    payment: {
      method: row.payment_method,
      status: paymentStatus(total, paid),
      due_amount: roubles(due),
      amount_payed: roubles(paid),
      online: open && due > 0 && ONLINE_METHODS.has(row.payment_method),
      credit: row.payment_method === 'PAYMENT_METHOD_CREDIT',
      installment: false,
      error: row.last_payment_status === 'CANCELED' ? row.last_payment_error : null,
      abilities: {
        invoice: row.payment_method === 'PAYMENT_METHOD_INVOICE',
        invoice_download: company && row.status !== 'CANCELLED',
      },
    },
    summary: {
      goods_count: row.goods_count,
      subtotal: row.subtotal,
      discounts: {
        total: row.discount_total,
        promo_code: row.discount_promo_code,
        personal: row.discount_personal,
        customer: row.discount_customer,
        promo: row.discount_promo,
      },
      shipping: row.shipping_cost,
      total: row.total,
    },
    promo_code: row.promo_code,
    comment: row.comment,
    tracking,
    items: (items ?? []).map(toItem),
  };
}
