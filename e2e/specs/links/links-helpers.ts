import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../../fixtures/store.ts';
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

/**
 * Opens the store's page `from` and follows a link of its header: in the drawer under 1024 px (the
 * compact project), in the header itself above.
 */
export async function followHeaderLink(page: Page, from: string, name: string): Promise<void> {
  await open(page, from);
  if (test.info().project.name === 'mobile') {
    await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
    await page
      .getByRole('dialog', { name: 'Меню' })
      .getByRole('link', { name, exact: true })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  }
}
