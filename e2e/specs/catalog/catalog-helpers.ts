import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export { waitForApp } from '../../fixtures/store.ts';

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The filters: the side panel on wide screens, the «Фильтры» sheet under 1024 px. */
export async function openFilters(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole('complementary', { name: 'Фильтры' });
  const sheet = page.getByRole('dialog', { name: 'Фильтры' });
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the sheet on small screens to look at the result; nothing to do on wide ones. */
export async function closeFilters(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isMobile(testInfo)) return;
  await page
    .getByRole('dialog', { name: 'Фильтры' })
    .getByRole('button', { name: /^Показать \d/ })
    .click();
}

/** Opens the first product of the listing on the page, as a visitor clicks it. */
export async function openFirstProduct(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Товары' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Похожие товары' })).toBeVisible();
}
