import { test, expect, waitForApp } from '../../fixtures/store.ts';

// Parts of the store frame (city question, tab bar, float bar, footer…) hydrate after the page,
// from the HTML the server sent.

test('parts hydrated after the page keep the HTML the server sent', async ({ page, marketUrl }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *')) {
        Object.assign(element, { fromServer: true });
      }
    });
  });
  await page.goto(marketUrl('garwin'));
  await waitForApp(page);
  const parts = [
    page.getByRole('region', { name: 'Подтверждение города' }),
    // The tab bar is hidden on a wide window and the float bar on a narrow one.
    page.getByRole('navigation', { name: 'Мобильная навигация', includeHidden: true }),
    page.getByRole('navigation', { name: 'Быстрая навигация', includeHidden: true }),
    page.getByRole('contentinfo'),
  ];
  for (const part of parts) {
    expect(await part.evaluate((element) => 'fromServer' in element)).toBe(true);
  }
});

test('a press on a part whose code has not arrived acts once it has', async ({
  page,
  marketUrl,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/CityConfirmation-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/assets\/CityConfirmation-[\w-]+\.js$/);
  await page.goto(marketUrl('garwin'));
  // The part's code is asked for once the rest of the page has hydrated.
  await asked;
  const banner = page.getByRole('region', { name: 'Подтверждение города' });
  await banner.getByRole('button', { name: 'Выбрать другой' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Выберите город' })).toBeVisible();
  await waitForApp(page);
});
