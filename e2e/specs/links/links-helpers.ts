import type { Page } from '@playwright/test';
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

/**
 * Runs GraphQL through the store's own door from inside the page, so the call carries the page's
 * cookies and their answers set the browser's (Node cannot resolve the markets' *.localhost hosts).
 */
const gql = (page: Page, query: string, variables: object) =>
  page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
    },
    { query, variables },
  );

/** Signs a new user in by e-mail on the market the page shows. */
export async function signInByEmail(page: Page, market: AnyMarket): Promise<void> {
  const email = uniqueEmail(`links-${market}`);
  const requested = await gql(
    page,
    'mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { userErrors { message } } }',
    { input: { transport: 'EMAIL', userIdentity: email } },
  );
  expect(requested.errors).toBeUndefined();
  const code = await codeFor(page.request, email);
  const verified = await gql(
    page,
    'mutation ($input: VerifyOtpInput!) { verifyOtp(input: $input) { userErrors { message } } }',
    { input: { userIdentity: email, otp: code } },
  );
  expect(verified.errors).toBeUndefined();
  expect(verified.data?.['verifyOtp']).toEqual({ userErrors: [] });
}

/**
 * Fetches addresses of the page's own origin with the page's cookies, a few at a time, following
 * redirects; answers the ones that end in an error status, as «status address».
 */
export function deadLinks(page: Page, urls: readonly string[]): Promise<string[]> {
  return page.evaluate(async (all) => {
    const dead: string[] = [];
    const queue = [...all];
    while (queue.length > 0) {
      await Promise.all(
        queue.splice(0, 6).map(async (url) => {
          const response = await fetch(url, { headers: { accept: 'text/html,*/*' } });
          await response.arrayBuffer();
          if (response.status >= 400) dead.push(`${response.status} ${url}`);
        }),
      );
    }
    return dead;
  }, urls);
}

/** Follows a link of the header: in the drawer under 1024 px, in the header itself above. */
export async function followHeaderLink(page: Page, name: string, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
    await page
      .getByRole('dialog', { name: 'Меню' })
      .getByRole('link', { name, exact: true })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  }
}
