import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/store.ts';
import { skipOnboarding, waitForApp } from '../catalog/catalog-helpers.ts';

/** The page is as wide as the window: nothing makes a visitor scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ context, marketUrl }) => {
  await skipOnboarding(context, marketUrl('garwin'));
  await skipOnboarding(context, marketUrl('licota'));
});

for (const market of ['garwin', 'licota'] as const) {
  test(`${market}: home, catalogue, search, promotions and a product fit the window`, async ({
    page,
    marketUrl,
  }) => {
    for (const path of [
      '/',
      '/catalog',
      '/catalog/elektroinstrument',
      '/search?text=дрель',
      '/promos',
    ]) {
      await page.goto(marketUrl(market, path));
      await waitForApp(page);
      await expectNoSidewaysScroll(page);
    }
    await page.goto(marketUrl(market, '/catalog/ruchnoy-instrument'));
    await waitForApp(page);
    await page
      .getByRole('region', { name: 'Товары' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Похожие товары' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
