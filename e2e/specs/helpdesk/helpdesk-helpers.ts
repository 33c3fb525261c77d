import type { APIRequestContext, Locator } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';

const API = `http://127.0.0.1:${ports.api}`;

/** A welding machine of the seeded catalogue: one that may be rented. */
export async function rentableProduct(
  request: APIRequestContext,
  market: string,
): Promise<{ id: number; slug: string }> {
  const response = await request.post(
    `${API}/v1/pages/category_catalog/svarochnoe-oborudovanie/products`,
    { headers: { 'x-market-id': market }, data: { page_size: 40 } },
  );
  const { products } = (await response.json()) as { products: { id: number; slug: string }[] };
  for (const product of products) {
    const terms = await request.get(`${API}/v0/helpdesk/products/${product.id}/rent`, {
      headers: { 'x-market-id': market },
    });
    if (((await terms.json()) as { rent_allowed: boolean }).rent_allowed) return product;
  }
  throw new Error('no rentable product in the seed');
}

/** Solves the ALTCHA captcha of a form: its proof of work runs in the browser. */
async function solveCaptcha(scope: Locator): Promise<void> {
  await scope.getByText('Я не робот').click();
  await expect(scope.getByText('Проверено')).toBeVisible({ timeout: 20_000 });
}

/** The number from a receipt «Обращение № 1042 принято…». */
export function receiptNumber(text: string | null): string {
  const number = /№\s*(\d+)/.exec(text ?? '')?.[1];
  if (!number) throw new Error(`no request number in "${text}"`);
  return number;
}

/**
 * Solves the form's captcha, sends it with its button `send` and answers the request number of the
 * receipt that `receipt` shows.
 */
export async function sendForm(form: Locator, send: string, receipt: Locator): Promise<string> {
  await solveCaptcha(form);
  await form.getByRole('button', { name: send }).click();
  await expect(receipt).toContainText(/Обращение № \d+ принято/);
  return receiptNumber(await receipt.textContent());
}
