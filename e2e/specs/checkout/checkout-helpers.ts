import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, waitForApp } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';
import { skipOnboarding } from '../catalog/catalog-helpers.ts';
import { codeFor } from '../session/outbox.ts';

const API = `http://127.0.0.1:${ports.api}`;

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Runs a GraphQL operation from the page, with its cookies, as the app itself would. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await response.json()) as unknown;
    },
    [query, variables] as const,
  );
  return body as { data: T; errors?: unknown[] };
}

/**
 * Registers a new buyer by e-mail through the store's own sign-in mutations (the sign-in modal
 * has journeys of its own), with the page's cookies, and names them; the onboarding hints are
 * already seen.
 */
export async function signUp(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  origin: string,
): Promise<void> {
  await skipOnboarding(context, origin);
  const email = uniqueEmail('checkout');
  await page.goto(origin);
  await waitForApp(page);
  const requested = await gql<{ requestOtp: { userErrors: unknown[] } }>(
    page,
    'mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { userErrors { code } } }',
    { input: { transport: 'EMAIL', userIdentity: email } },
  );
  expect(requested.data.requestOtp.userErrors).toEqual([]);
  const verified = await gql<{ verifyOtp: { userErrors: unknown[] } }>(
    page,
    'mutation ($input: VerifyOtpInput!) { verifyOtp(input: $input) { userErrors { code } } }',
    { input: { userIdentity: email, otp: await codeFor(request, email) } },
  );
  expect(verified.data.verifyOtp.userErrors).toEqual([]);
  const named = await gql<{ updateProfile: { userErrors: unknown[] } }>(
    page,
    'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { code } } }',
    { input: { firstName: 'Пётр', lastName: 'Покупателев' } },
  );
  expect(named.data.updateProfile.userErrors).toEqual([]);
}

/** Products of a market in stock, from the REST API. */
export async function productsInStock(
  request: APIRequestContext,
  market: string,
  count: number,
  skip = 0,
): Promise<{ id: string; title: string }[]> {
  const response = await request.post(`${API}/v1/products`, {
    headers: { 'x-market-id': market },
    data: { page_size: 100 },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: { id: string; title: string; status: string }[];
  };
  return products.filter((p) => p.status === 'IN_STOCK').slice(skip, skip + count);
}

/** Puts products in the signed-in buyer's cart through the store's GraphQL, as a click would. */
export async function fillCart(page: Page, productIds: readonly string[], quantity = 1) {
  for (const productId of productIds) {
    const { data } = await gql<{ addToCart: { userErrors: unknown[] } }>(
      page,
      'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }',
      { input: { productId, quantity } },
    );
    expect(data.addToCart.userErrors).toEqual([]);
  }
}

/** Adds a company of the demo register to the buyer's account and buys for it. */
export async function buyForCompany(page: Page): Promise<void> {
  const { data } = await gql<{ createCompany: { company: { id: string } | null } }>(
    page,
    'mutation { createCompany(input: { type: LEGAL, inn: "7718129860", kpp: "771801001" }) { company { id } } }',
  );
  const id = data.createCompany.company?.id;
  expect(id, 'the demo company is added').toBeTruthy();
  const selected = await gql<{ selectCustomer: { userErrors: unknown[] } }>(
    page,
    'mutation ($id: ID!) { selectCustomer(input: { customerId: $id }) { userErrors { code } } }',
    { id },
  );
  expect(selected.errors, JSON.stringify(selected.errors)).toBeUndefined();
  expect(selected.data.selectCustomer.userErrors).toEqual([]);
}

/** How many orders the signed-in buyer has, as the REST API counts them. */
export async function ordersCount(page: Page, market: string): Promise<number> {
  const cookies = await page.context().cookies();
  const response = await page.request.get(`${API}/v1/users/me/orders?page_size=50`, {
    headers: {
      'x-market-id': market,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { total_size: number }).total_size;
}

/** Saves a new recipient in the checkout's contact form. */
export async function addContact(page: Page): Promise<void> {
  const step = page.getByRole('region', { name: 'Получатель' });
  await step.getByLabel('Имя').fill('Иван Петров');
  await step.getByLabel('Телефон').fill('9111234567');
  await step.getByLabel('E-mail').fill('ivan.petrov@example.com');
  await step.getByRole('button', { name: 'Сохранить получателя' }).click();
  await expect(step.getByRole('radio', { name: /Иван Петров/ })).toBeChecked();
}

/** The pickup points of the default city (Saint Petersburg), as the REST API lists them. */
export async function pickupPoints(
  request: APIRequestContext,
  market: string,
): Promise<{ id: string; title: string; location: { postal_address: string } }[]> {
  const response = await request.get(`${API}/v1/pickup_points`, {
    headers: { 'x-market-id': market },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { pickup_points: never[] }).pickup_points;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Оформить заказ' });
