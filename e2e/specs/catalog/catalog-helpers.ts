import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** The onboarding hints are shown once per visitor; journeys here start as returning visitors. */
export async function skipOnboarding(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies(
    ['filters', 'legalEntities', 'search'].map((id) => ({
      name: `onboarding_${id}`,
      value: '1',
      url,
    })),
  );
}

/**
 * Waits until the browser app has taken over the server-rendered page; earlier clicks would only
 * reach the plain HTML.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The filters: the side panel on wide screens, the «Фильтры» sheet under 1024 px. */
export async function openFilters(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole('complementary', { name: 'Фильтры' });
  const sheet = page.getByRole('dialog', { name: 'Фильтры' });
  await clickUntil(page.getByRole('button', { name: /^Фильтры/ }), () =>
    expect(sheet).toBeVisible({ timeout: 2000 }),
  );
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

/**
 * Clicks until the click has its effect. A click that lands between the server-rendered page and
 * the app taking it over reaches only the plain HTML; the retry comes after that.
 */
export async function clickUntil(target: Locator, effect: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await target.click();
    await effect();
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });
}
