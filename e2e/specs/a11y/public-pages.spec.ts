import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from '../../fixtures/store.ts';
import { checkPage, expectNoSeriousViolations } from './axe-helpers.ts';
import { openFirstProduct } from '../catalog/catalog-helpers.ts';

/** A page reached by its address. */
const byAddress: [label: string, path: string][] = [
  ['home', '/'],
  ['listing', '/catalog/ruchnoy-instrument'],
  ['search', '/search?text=дрель'],
  ['promos', '/promos'],
  ['company', '/company'],
];

/** A page reached by following a link from another one, as a visitor does. */
const byLink: [
  label: string,
  open: (page: Page, url: (path: string) => string) => Promise<void>,
][] = [
  [
    'promo',
    async (page, url) => {
      await page.goto(url('/promos'));
      await waitForApp(page);
      await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  ],
  [
    'product',
    async (page, url) => {
      await page.goto(url('/catalog/ruchnoy-instrument'));
      await waitForApp(page);
      await openFirstProduct(page);
    },
  ],
  [
    'empty cart',
    async (page, url) => {
      await page.goto(url('/cart'));
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  ],
];

// Two looks of the store: garwin's dark header and sprout's light one. One test a page, so each
// page has its own time and a failure names the page.
for (const market of ['garwin', 'sprout'] as const) {
  test.describe(`${market}, a returning visitor`, () => {
    test.use({ visitor: 'returning' });
    for (const [label, path] of byAddress) {
      test(`${label} has no serious accessibility violation`, async ({ page, marketUrl }) => {
        await checkPage(page, marketUrl(market, path), label);
      });
    }

    for (const [label, open] of byLink) {
      test(`${label} has no serious accessibility violation`, async ({ page, marketUrl }) => {
        await open(page, (path) => marketUrl(market, path));
        await expectNoSeriousViolations(page, label);
      });
    }
  });
}

test('the first-visit overlays have no serious accessibility violation', async ({
  page,
  visit,
}) => {
  await visit('/catalog/ruchnoy-instrument');
  await expect(page.getByRole('region', { name: 'Подтверждение города' })).toBeVisible();
  await expectNoSeriousViolations(page, 'city question');
});
