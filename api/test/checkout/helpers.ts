import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startAuthApp } from '../auth/app.ts';
import { cookiesOf, signIn, testClock, type Cookies } from '../auth/helpers.ts';
import type { TestApp } from '../support/app.ts';
import type { DatabaseKind } from '../support/db.ts';
import type { Database } from '../../src/db/types.ts';
import type { Checkout, CheckoutOrder } from '../../src/schemas/checkout.ts';

export const clock = testClock(new Date('2026-11-24T09:00:00Z'));

/** The API with sign-in limits out of the way and a clock the test holds. */
export async function startCheckoutApp(kind: DatabaseKind): Promise<TestApp> {
  const t = await startAuthApp(kind, {
    env: { OTP_IP_LIMIT: '1000', OTP_IDENTITY_LIMIT: '1000' },
    clock: clock.clock,
  });
  return t;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A signed-in buyer on one market, keeping the cookies every answer sets. */
export class Buyer {
  readonly app: FastifyInstance;
  readonly userId: string;
  cookies: Cookies;
  readonly market: string;
  constructor(app: FastifyInstance, userId: string, cookies: Cookies, market = 'garwin') {
    this.app = app;
    this.userId = userId;
    this.cookies = cookies;
    this.market = market;
  }

  async call(
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: { 'x-market-id': this.market, ...headers },
      cookies: this.cookies,
      ...(payload ? { payload } : {}),
    });
    this.cookies = cookiesOf(response, this.cookies);
    return response;
  }

  /** A call that must answer 2xx; its JSON. */
  async ok<T>(method: Method, url: string, payload?: object): Promise<T> {
    const response = await this.call(method, url, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json<T>();
  }

  async add(productId: string, quantity = 1): Promise<void> {
    await this.ok('POST', '/v2/cart:add_product', { product_id: productId, quantity });
  }

  async checkout(): Promise<Checkout> {
    return this.ok<Checkout>('PATCH', '/v1/users/me/checkout');
  }

  step(orderId: string, step: string, payload: object = {}) {
    return this.call('POST', `/v1/users/me/checkout/orders/${orderId}/${step}`, payload);
  }

  async stepOk(orderId: string, step: string, payload: object = {}): Promise<CheckoutOrder> {
    const response = await this.step(orderId, step, payload);
    if (response.statusCode !== 200) throw new Error(`${step}: ${response.body}`);
    return response.json<CheckoutOrder>();
  }

  submit(orderId: string, key: string | null, comment?: string | null) {
    return this.call(
      'POST',
      `/v1/users/me/checkout/orders/${orderId}/submit`,
      comment === undefined ? {} : { comment },
      key === null ? {} : { 'idempotency-key': key },
    );
  }
}

let counter = 0;

/** A new user signed in by e-mail. */
export async function newBuyer(t: TestApp, name = 'buyer', market = 'garwin'): Promise<Buyer> {
  counter += 1;
  const email = `${name}-${counter}-${Date.now()}@example.ru`;
  const { cookies } = await signIn(t.app, email);
  const { rows } = await t.db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no user');
  return new Buyer(t.app, id, cookies, market);
}

/** Makes the buyer work for a new company of their account with these terms. */
export async function becomeCompany(
  db: Database,
  buyer: Buyer,
  terms: { priceType?: string; creditLimit?: number } = {},
): Promise<string> {
  counter += 1;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (account_id, title, type, inn, kpp, price_type, limit_type, limit_amount)
     SELECT current_account_id, $2, 'legal', $3, '780101001', $4, $5, $6 FROM users WHERE id = $1
     RETURNING id::text AS id`,
    [
      buyer.userId,
      `ООО «Ромашка ${counter}»`,
      String(7_800_000_000 + counter),
      terms.priceType ?? 'RETAIL',
      terms.creditLimit === undefined ? null : 'CREDIT',
      terms.creditLimit ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no customer');
  await db.query('UPDATE users SET current_customer_id = $2 WHERE id = $1', [buyer.userId, id]);
  return id;
}

/** Ids of available products of the catalogue, by how they ship. */
export async function products(
  db: Database,
  where: string,
  limit = 5,
): Promise<{ id: string; seller_id: string; base: number; retail: number }[]> {
  const { rows } = await db.query<{ id: string; seller_id: string; base: number; retail: number }>(
    `SELECT id::text AS id, seller_id::text AS seller_id, base_price::float8 AS base,
            user_price::float8 AS retail
     FROM products p
     WHERE NOT p.withdrawn AND p.status <> 'OUT_OF_STOCK' AND (p.stock IS NULL OR p.stock > 5)
       AND ${where}
     ORDER BY p.id LIMIT ${limit}`,
  );
  return rows;
}

/** A contact and a courier address saved and chosen for the order. */
export async function fillSteps(buyer: Buyer, orderId: string): Promise<CheckoutOrder> {
  const contact = await buyer.ok<{ id: string }>('POST', '/v1/users/me/contacts', {
    name: 'Иван Петров',
    phone: '+7 (921) 000-11-22',
    email: 'ivan@example.ru',
  });
  await buyer.stepOk(orderId, 'update_contact', { contact_id: contact.id });
  const address = await buyer.ok<{ id: string }>('POST', '/v1/users/me/courier_addresses', {
    address: 'г. Москва, ул. Ленина, д. 12',
    latitude: 55.75,
    longitude: 37.62,
    apartment: '5',
  });
  await buyer.stepOk(orderId, 'update_courier_data', { courier_address_id: address.id });
  return buyer.stepOk(orderId, 'update_payment_method', {
    payment_method: 'PAYMENT_METHOD_CARD_ONLINE',
  });
}
