import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';
import { codeFor, uniqueEmail } from '../cabinet/cabinet-helpers.ts';

const API = `http://127.0.0.1:${ports.api}`;

export const FEED_TOKEN = 'e2e-only-feed-token';

/** What the checkout's REST calls need: the buyer's session cookies and the market. */
interface Buyer {
  request: APIRequestContext;
  context: BrowserContext;
  market: string;
}

async function call<T>(
  { request, context, market }: Buyer,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const cookies = await context.cookies();
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: {
      'x-market-id': market,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      ...headers,
    },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

interface CheckoutOrder {
  id: string;
  cost_center_required: boolean;
  payment: { available_methods: string[] };
  shipments: {
    id: string;
    delivery: { available_variants: { id: string; method: string }[] };
  }[];
}

export interface PlacedOrder {
  id: string;
  number: string;
  /** The purchase the submit created (the /cabinet/purchase/{id} page). */
  purchaseId: string;
}

/**
 * Places an order the way the checkout page does, through the same REST calls: a product in the
 * cart, a contact, a pickup point, a delivery variant per shipment, the payment method, submit.
 */
export async function placeOrder(
  buyer: Buyer,
  paymentMethod:
    'PAYMENT_METHOD_CARD_ONLINE' | 'PAYMENT_METHOD_INVOICE' | 'PAYMENT_METHOD_ON_RECEIPT',
  productIndex = 0,
): Promise<PlacedOrder> {
  const listing = await call<{ products: { id: string }[] }>(buyer, 'POST', '/v1/products', {
    page_size: 10,
  });
  const product = listing.products[productIndex]!;
  await call(buyer, 'POST', '/v2/cart:add_product', { product_id: product.id, quantity: 2 });

  const checkout = await call<{ orders: CheckoutOrder[] }>(
    buyer,
    'PATCH',
    '/v1/users/me/checkout',
    {},
  );
  const order = checkout.orders[0]!;
  const path = `/v1/users/me/checkout/orders/${order.id}`;

  const contact = await call<{ id: string }>(buyer, 'POST', '/v1/users/me/contacts', {
    name: 'Иван Петров',
    phone: '+79991234567',
    email: 'ivan.petrov@example.com',
  });
  await call(buyer, 'POST', `${path}/update_contact`, { contact_id: contact.id });

  const points = await call<{ pickup_points: { id: string }[] }>(buyer, 'GET', '/v1/pickup_points');
  const pickup = await call<{ id: string }>(buyer, 'POST', '/v1/users/me/pickup_addresses', {
    pickup_point: { id: points.pickup_points[0]!.id },
  });
  const current = await call<CheckoutOrder>(buyer, 'POST', `${path}/update_pickup_data`, {
    pickup_address_id: pickup.id,
  });
  for (const shipment of current.shipments) {
    const variant =
      shipment.delivery.available_variants.find((v) => v.method === 'DELIVERY_METHOD_PICKUP') ??
      shipment.delivery.available_variants[0]!;
    await call<CheckoutOrder>(
      buyer,
      'POST',
      `${path}/shipments/${shipment.id}/update_delivery_variant`,
      { delivery_variant_id: variant.id },
    );
  }
  if (current.cost_center_required) {
    const centres = await call<{ cost_centers: { id: string }[] }>(
      buyer,
      'GET',
      '/v1/users/me/cost_centers',
    );
    await call(buyer, 'POST', `${path}/update_cost_center`, {
      cost_center_id: centres.cost_centers[0]!.id,
    });
  }
  await call(buyer, 'POST', `${path}/update_payment_method`, { payment_method: paymentMethod });
  const purchase = await call<{ purchase_id: string; orders: { id: string; number: string }[] }>(
    buyer,
    'POST',
    `${path}/submit`,
    {},
    { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
  );
  return { ...purchase.orders[0]!, purchaseId: purchase.purchase_id };
}

/** The back office moves orders on and reports parcels, through the status feed. */
export async function backOfficeUpdate(
  request: APIRequestContext,
  updates: {
    order_number: string;
    status?: string;
    tracking?: { number: string; url?: string; provider_title: string }[];
  }[],
): Promise<void> {
  const response = await request.post(`${API}/internal/v1/feeds/order-status`, {
    headers: { authorization: `Bearer ${FEED_TOKEN}` },
    data: { updates },
  });
  expect(response.status(), await response.text()).toBe(200);
  const result = (await response.json()) as { results: { ok: boolean }[] };
  expect(
    result.results.every((r) => r.ok),
    JSON.stringify(result),
  ).toBe(true);
}

/** Adds a company of the demo register to the buyer's account and buys for it. */
export async function buyForCompany(buyer: Buyer): Promise<void> {
  const company = await call<{ id: string }>(buyer, 'POST', '/v1/users/me/companies', {
    type: 'legal',
    inn: '7718129860',
    kpp: '771801001',
  });
  await call(buyer, 'POST', '/v1/users/me:select_customer', { customer_id: company.id });
}

/** The dialog that shows a heading; found by its text so a lost label id does not hide it. */
const dialogWith = (page: Page, heading: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: heading }) });

/**
 * Registers a new buyer by e-mail from the home page's sign-in modal (opened by `?openAuth=true`)
 * and finishes the registration; answers the e-mail.
 */
export async function registerBuyer(
  page: Page,
  request: APIRequestContext,
  homeUrl: string,
  label: string,
): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto(`${homeUrl}?openAuth=true`);
  const signIn = dialogWith(page, 'Войдите или зарегистрируйтесь');
  await expect(signIn).toBeVisible();
  const emailTab = signIn.getByRole('tab', { name: 'Почта' });
  if (await emailTab.count()) await emailTab.click();
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  await dialogWith(page, 'Введите код')
    .getByLabel('Код')
    .fill(await codeFor(request, email));
  const finish = dialogWith(page, 'Завершение регистрации');
  await finish.getByLabel('Фамилия').fill('Покупатель');
  await finish.getByLabel('Имя').fill('Тест');
  await finish.getByRole('button', { name: 'Завершить' }).click();
  await expect(finish).toBeHidden();
  return email;
}
