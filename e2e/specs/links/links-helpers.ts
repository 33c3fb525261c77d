import type { APIRequestContext, Page } from '@playwright/test';
import { codeFor, uniqueEmail } from '../../fixtures/outbox.ts';
import { expect, waitForApp } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';

/** Every market the store serves, the white-label one included. */
export const ALL_MARKETS = ['garwin', 'sprout', 'ipr', 'licota', 'store'] as const;
export type AnyMarket = (typeof ALL_MARKETS)[number];

export const origin = (market: AnyMarket) => `http://${market}.localhost:${ports.web}`;

/**
 * The store's own links on the page the browser shows, hidden ones included (the mobile navigation
 * sits in the page at every width): absolute, without the fragment.
 */
export async function internalLinks(page: Page): Promise<string[]> {
  const { origin: here } = new URL(page.url());
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === here)
    .map((url) => {
      url.hash = '';
      return url.href;
    });
}

/** Opens a page of the store and waits for the app. */
export async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await waitForApp(page);
}

const gql = async (
  request: APIRequestContext,
  market: AnyMarket,
  query: string,
  variables: object,
) => {
  const response = await request.post(`${origin(market)}/graphql`, { data: { query, variables } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
};

/**
 * Signs a new user in on one market through the store's own GraphQL door (the request shares the
 * page's cookies, so the browser is signed in afterwards).
 */
export async function signInByEmail(page: Page, market: AnyMarket): Promise<void> {
  const email = uniqueEmail(`links-${market}`);
  const requested = await gql(
    page.request,
    market,
    'mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { userErrors { message } } }',
    { input: { transport: 'EMAIL', userIdentity: email } },
  );
  expect(requested.errors).toBeUndefined();
  const code = await codeFor(page.request, email);
  const verified = await gql(
    page.request,
    market,
    'mutation ($input: VerifyOtpInput!) { verifyOtp(input: $input) { userErrors { message } } }',
    { input: { userIdentity: email, otp: code } },
  );
  expect(verified.errors).toBeUndefined();
  expect(verified.data?.['verifyOtp']).toEqual({ userErrors: [] });
}
