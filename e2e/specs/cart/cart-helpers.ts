import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';
import { codeFor } from '../session/outbox.ts';

const API = `http://127.0.0.1:${ports.api}`;

/** The back office's feed token of the e2e stack (playwright.config.ts). */
const FEED_TOKEN = 'e2e-only-feed-token';

export interface ListedProduct {
  id: string;
  slug: string;
  title: string;
  sku: string;
  user_price: number;
  status: string;
}

/** Products of a market as the catalogue lists them, in stock only, from the REST API. */
export async function productsInStock(
  request: APIRequestContext,
  market: string,
  count: number,
  skip = 0,
): Promise<ListedProduct[]> {
  const response = await request.post(`${API}/v1/products`, {
    headers: { 'x-market-id': market },
    data: { page_size: 100 },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ListedProduct[] };
  return products.filter((p) => p.status === 'IN_STOCK').slice(skip, skip + count);
}

/**
 * Changes prices and stock through the back office's feed (the internal import endpoint),
 * as `sku;price;stock` lines; an empty cell leaves the value as it is.
 */
export async function importPrices(
  request: APIRequestContext,
  rows: { sku: string; price?: number; stock?: number }[],
): Promise<void> {
  const csv = [
    'sku;price;stock',
    ...rows.map((r) => `${r.sku};${r.price ?? ''};${r.stock ?? ''}`),
  ].join('\n');
  const response = await request.post(`${API}/internal/v1/feeds/prices`, {
    headers: { authorization: `Bearer ${FEED_TOKEN}`, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(response.status(), await response.text()).toBe(200);
  const result = (await response.json()) as { rows_updated: number };
  expect(result.rows_updated).toBe(rows.length);
}

/**
 * Puts a product in the visitor's cart through the store's own GraphQL endpoint, from the open
 * page (its origin and cookies), so the cart cookie lands in the browser as if the visitor had
 * clicked.
 */
export async function addThroughStore(page: Page, productId: string, quantity = 1): Promise<void> {
  const errors = await page.evaluate(
    async ({ productId, quantity }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code } } }',
          variables: { input: { productId, quantity } },
        }),
      });
      const body = (await response.json()) as { data: { addToCart: { userErrors: unknown[] } } };
      return body.data.addToCart.userErrors;
    },
    { productId, quantity },
  );
  expect(errors).toEqual([]);
}

/** The header's cart link; its name says the number of lines and the total. */
export const headerCart = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

/** Signs in with a new e-mail in the sign-in modal that is open (registering, names left empty). */
export async function signInInOpenModal(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const signIn = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Войдите или зарегистрируйтесь' }) });
  await expect(signIn).toBeVisible();
  const emailTab = signIn.getByRole('tab', { name: 'Почта' });
  if (await emailTab.count()) await emailTab.click();
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  await page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Введите код' }) })
    .getByLabel('Код')
    .fill(await codeFor(request, email));
  const finish = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Завершение регистрации' }) });
  await finish.getByLabel('Имя').fill('Анна');
  await finish.getByRole('button', { name: 'Завершить' }).click();
  await expect(finish).toBeHidden();
}

/** Waits for the answer of a cart mutation of the page (by its operation name). */
export const cartMutation = (page: Page, operation: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes(`mutation ${operation}`),
  );
