import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startAuthApp } from '../auth/app.ts';
import { signedIn, type Caller } from '../cabinet/helpers.ts';
import type { TestApp } from '../support/app.ts';
import type { DatabaseKind } from '../support/db.ts';
import type { Database } from '../../src/db/types.ts';
import type { OrderStatus } from '../../src/schemas/orders.ts';

export const FEED_TOKEN = 'test-orders-feed-token';

/** The API with sign-in limits out of the way, the order feed on and extra settings. */
export function startOrdersApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  return startAuthApp(kind, {
    env: { OTP_IP_LIMIT: '1000', OTP_IDENTITY_LIMIT: '1000', FEED_TOKEN, ...env },
  });
}

export interface OrderSeed {
  accountId: string;
  userId: string;
  customerId?: string | null;
  market?: string;
  status?: OrderStatus;
  paymentMethod?: string;
  /** Roubles; the order has two lines and a delivery adding up to it. */
  total?: number;
  amountPaid?: number;
  createdAt?: Date;
  sellerSlug?: string;
  contactEmail?: string;
}

let sequence = 0;

/**
 * Writes an order as checkout's submit would (purchase, order, two items), without going through
 * the cart: the tests of orders need orders in many states, fast.
 */
export async function insertOrder(
  db: Database,
  seed: OrderSeed,
): Promise<{ id: string; number: string }> {
  sequence += 1;
  const market = seed.market ?? 'garwin';
  const total = seed.total ?? 12_345.6;
  const shipping = 500;
  const goods = Math.round((total - shipping) * 100) / 100;
  const first = Math.round(goods * 60) / 100; // 60 % of the goods on the first line
  const second = Math.round((goods - first) * 100) / 100;
  const createdAt = seed.createdAt ?? new Date(Date.UTC(2026, 10, 1) + sequence * 60_000);
  const { rows: sellers } = await db.query<{ id: number; title: string }>(
    'SELECT id, title FROM sellers WHERE slug = $1',
    [seed.sellerSlug ?? 'garwin-official'],
  );
  const seller = sellers[0];
  if (!seller) throw new Error('no seller seeded');
  return db.transaction(async (tx) => {
    const { rows: purchase } = await tx.query<{ id: string }>(
      `INSERT INTO purchases (market_id, user_id, account_id, customer_id, idempotency_key, created_at)
        VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [
        market,
        seed.userId,
        seed.accountId,
        seed.customerId ?? null,
        `seed-${sequence}-${Math.random()}`,
        createdAt,
      ],
    );
    const number = `GW-${900000 + sequence}-${Math.floor(Math.random() * 1e6)}`;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO orders (number, purchase_id, market_id, account_id, customer_id, user_id, seller_id,
          seller_title, status, created_at, updated_at, contact, cost_center, shipping, payment_method,
          goods_count, subtotal, shipping_cost, total, amount_paid)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, NULL, $12, $13, 3, $14, $15, $16, $17)
        RETURNING id::text AS id`,
      [
        number,
        purchase[0]?.id,
        market,
        seed.accountId,
        seed.customerId ?? null,
        seed.userId,
        seller.id,
        seller.title,
        seed.status ?? 'AWAITING_PAYMENT',
        createdAt,
        JSON.stringify({
          name: 'Иван Петров',
          phone: '+79110000000',
          email: seed.contactEmail ?? 'buyer@example.ru',
        }),
        JSON.stringify({
          method: 'DELIVERY_METHOD_COURIER',
          address: 'Санкт-Петербург, Невский пр., 1',
          delivery_variant: {
            id: 'courier-1',
            method: 'DELIVERY_METHOD_COURIER',
            time: '2026-11-05',
            cost: shipping,
          },
        }),
        seed.paymentMethod ?? 'PAYMENT_METHOD_CARD_ONLINE',
        goods,
        shipping,
        total,
        seed.amountPaid ?? 0,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('order not inserted');
    const items = [
      {
        position: 1,
        title: 'Дрель-шуруповёрт аккумуляторная',
        sku: 'DR-18',
        price: first / 2,
        quantity: 2,
        total: first,
      },
      {
        position: 2,
        title: 'Набор бит 32 шт.',
        sku: 'BIT-32',
        price: second,
        quantity: 1,
        total: second,
      },
    ];
    for (const item of items) {
      await tx.query(
        `INSERT INTO order_items (order_id, position, product_id, title, sku, slug, image_id, brand_id,
            brand_name, brand_slug, price, quantity, total)
          VALUES ($1, $2, $3, $4, $5, $6, NULL, NULL, 'GARWIN', 'garwin', $7, $8, $9)`,
        [
          id,
          item.position,
          1000 + item.position,
          item.title,
          item.sku,
          `item-${item.position}`,
          item.price,
          item.quantity,
          item.total,
        ],
      );
    }
    return { id, number };
  });
}

/** A signed-in buyer with the ids their orders are written under. */
export interface Buyer extends Caller {
  userId: string;
  accountId: string;
}

export async function buyer(app: FastifyInstance, db: Database, email: string): Promise<Buyer> {
  return asBuyer(db, await signedIn(app, email));
}

/** A caller already signed in, with their ids (their current account, as now). */
export async function asBuyer(db: Database, caller: Caller): Promise<Buyer> {
  const { email } = caller;
  const context = await caller.context();
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [email],
  );
  const userId = rows[0]?.id;
  if (!userId) throw new Error(`no user ${email}`);
  return { ...caller, userId, accountId: context.current_account_id };
}

export function pay(
  app: FastifyInstance,
  who: Caller,
  orderId: string,
  key: string,
  payload: object = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/v0/orders/${orderId}/actions/pay`,
    headers: { 'x-market-id': 'garwin', 'idempotency-key': key },
    cookies: who.cookies,
    payload,
  });
}

export function feed(app: FastifyInstance, updates: object[], token = FEED_TOKEN) {
  return app.inject({
    method: 'POST',
    url: '/internal/v1/feeds/order-status',
    headers: { authorization: `Bearer ${token}` },
    payload: { updates },
  });
}

/** Messages the development outbox holds for an address, newest first. */
export async function outbox(app: FastifyInstance, email: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/_dev/outbox?user_identity=${encodeURIComponent(email)}`,
  });
  return response.json<{ text: string }[]>().map((m) => m.text);
}
