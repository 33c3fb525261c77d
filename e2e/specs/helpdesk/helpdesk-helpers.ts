import type { APIRequestContext, BrowserContext, Locator } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';
import { codeFor } from '../session/outbox.ts';

export { returningVisitor } from '../../fixtures/visitor.ts';

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

/** The texts of the letters the market's sales address received, newest first. */
export async function salesMail(request: APIRequestContext, market: string): Promise<string[]> {
  const response = await request.get(
    `${API}/_dev/outbox?user_identity=${encodeURIComponent(`sales@${market}.ru`)}`,
  );
  return ((await response.json()) as { text: string }[]).map((message) => message.text);
}

/** Solves the ALTCHA captcha of a form: its proof of work runs in the browser. */
export async function solveCaptcha(scope: Locator): Promise<void> {
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
 * Signs a new buyer in through the REST API (one-time code from the development outbox) and gives
 * the browser the session cookies, as the sign-in modal would.
 */
export async function signInThroughApi(
  context: BrowserContext,
  request: APIRequestContext,
  url: string,
  email: string,
): Promise<void> {
  const market = new URL(url).hostname.split('.')[0] ?? 'garwin';
  const headers = { 'x-market-id': market };
  const fingerprint = `e2e-helpdesk-${Date.now()}`;
  const sent = await request.post(`${API}/v1/auth/generate_otp`, {
    headers,
    data: { transport: 'EMAIL', user_identity: email, fingerprint },
  });
  expect(sent.ok()).toBe(true);
  const verified = await request.post(`${API}/v1/auth/verify_otp`, {
    headers,
    data: { user_identity: email, otp: await codeFor(request, email), fingerprint },
  });
  expect(verified.ok()).toBe(true);
  const session = verified
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0] ?? '')
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const)
    .filter(([name, value]) => name && value);
  await context.addCookies(
    [...session, ['fingerprint', fingerprint] as const].map(([name, value]) => ({
      name,
      value,
      url,
    })),
  );
}
