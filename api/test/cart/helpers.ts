import { beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startAuthApp } from '../auth/app.ts';
import { cookiesOf, signIn, type Cookies } from '../auth/helpers.ts';
import type { TestApp } from '../support/app.ts';
import type { DatabaseKind } from '../support/db.ts';
import type { Database } from '../../src/db/types.ts';
import type { AddProductsResponse, Cart } from '../../src/schemas/cart.ts';

export const FEED_TOKEN = 'test-feed-token';

/** The API with sign-in limits out of the way and the price feed switched on. */
export function startCartApp(kind: DatabaseKind): Promise<TestApp> {
  return startAuthApp(kind, {
    env: { OTP_IP_LIMIT: '1000', OTP_IDENTITY_LIMIT: '1000', FEED_TOKEN },
  });
}

/** A browser on one market: keeps the cookies every answer sets, like the BFF relays them. */
export class Shopper {
  cookies: Cookies;
  readonly app: FastifyInstance;
  readonly market: string;
  constructor(app: FastifyInstance, market = 'garwin', cookies: Cookies = {}) {
    this.app = app;
    this.market = market;
    this.cookies = cookies;
  }

  async call(method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await this.app.inject({
      method,
      url,
      headers: { 'x-market-id': this.market },
      cookies: this.cookies,
      ...(payload ? { payload } : {}),
    });
    this.cookies = cookiesOf(response, this.cookies);
    return response;
  }

  /** A cart call that must succeed; answers the cart. */
  async cart(action?: string, payload?: object): Promise<Cart> {
    const response = await this.call(
      action ? 'POST' : 'GET',
      action ? `/v2/cart:${action}` : '/v2/cart',
      payload ?? (action ? {} : undefined),
    );
    if (response.statusCode !== 200) throw new Error(`${action ?? 'cart'}: ${response.body}`);
    return response.json<Cart>();
  }

  add(productId: string, quantity = 1): Promise<LightMyRequestResponse> {
    return this.call('POST', '/v2/cart:add_product', { product_id: productId, quantity });
  }

  async quickOrder(items: { sku: string; quantity: number }[]): Promise<AddProductsResponse> {
    const response = await this.call('POST', '/v2/cart:add_products', { items });
    if (response.statusCode !== 200) throw new Error(`add_products: ${response.body}`);
    return response.json<AddProductsResponse>();
  }
}

/** Signs a shopper in, sending the shopper's cookies with the code check as a browser would. */
export async function signInKeepingCart(shopper: Shopper, email: string) {
  const requested = await shopper.call('POST', '/v1/auth/generate_otp', {
    transport: 'EMAIL',
    user_identity: email,
    fingerprint: 'device-1',
  });
  if (requested.statusCode !== 200) throw new Error(`generate_otp: ${requested.body}`);
  const outbox = await shopper.app.inject({
    method: 'GET',
    url: `/_dev/outbox?user_identity=${encodeURIComponent(email)}`,
  });
  const code = /\b(\d{4})\b/.exec(outbox.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
  if (!code) throw new Error('no code');
  const verified = await shopper.call('POST', '/v1/auth/verify_otp', {
    user_identity: email,
    otp: code,
    fingerprint: 'device-1',
  });
  if (verified.statusCode !== 200) throw new Error(`verify_otp: ${verified.body}`);
  return verified;
}

/** A signed-in shopper (no visitor cart before). */
export async function signedInShopper(
  app: FastifyInstance,
  email: string,
  market = 'garwin',
): Promise<Shopper> {
  const { cookies } = await signIn(app, email);
  return new Shopper(app, market, cookies);
}

export interface SeedProduct {
  id: string;
  sku: string;
  user_price: number;
  base_price: number;
}

/** Products on sale (in stock or on order), cheapest first; `count` of them. */
export async function productsOnSale(db: Database, count: number): Promise<SeedProduct[]> {
  const { rows } = await db.query<SeedProduct>(
    `SELECT id::text AS id, sku, user_price::float8 AS user_price, base_price::float8 AS base_price
     FROM products WHERE status <> 'OUT_OF_STOCK' AND NOT withdrawn ORDER BY id LIMIT $1`,
    [count],
  );
  if (rows.length < count) throw new Error('not enough products on sale');
  return rows;
}

/**
 * The first `count` products on sale, read before the tests of a `describe` (after its earlier
 * hooks); the returned `product(i)` names the i-th and throws past them.
 */
export function useProductsOnSale(ctx: TestApp, count: number): (i: number) => SeedProduct {
  let products: SeedProduct[] = [];
  beforeAll(async () => {
    products = await productsOnSale(ctx.db, count);
  });
  return (i) => {
    const p = products[i];
    if (!p) throw new Error(`no product ${i}`);
    return p;
  };
}

/** Posts a price and stock CSV to the internal feed endpoint. */
export function importCsv(app: FastifyInstance, csv: string, token = FEED_TOKEN) {
  return app.inject({
    method: 'POST',
    url: '/internal/v1/feeds/prices',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    payload: csv,
  });
}

/** The user's id by e-mail. */
export async function userId(db: Database, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [email],
  );
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0].id;
}

/**
 * Gives the user's current account a company on a price type and makes it current, as the
 * cabinet's company switch does. Returns the customer id.
 */
export async function switchToNewCompany(
  db: Database,
  email: string,
  priceType: string,
): Promise<string> {
  const id = await userId(db, email);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (account_id, title, price_type)
     SELECT current_account_id, $2, $3 FROM users WHERE id = $1 RETURNING id::text AS id`,
    [id, `ООО ${priceType}`, priceType],
  );
  const customerId = rows[0]?.id;
  if (!customerId) throw new Error('no customer');
  await switchCustomer(db, email, customerId);
  return customerId;
}

export async function switchCustomer(db: Database, email: string, customerId: string | null) {
  await db.query('UPDATE users SET current_customer_id = $2 WHERE email = $1', [email, customerId]);
}

export const ids = (items: { product_id: string }[]) => items.map((i) => i.product_id);
