import { test, expect, waitForApp } from '../../fixtures/store.ts';

for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: the home page shows the store with its header, content and footer`, async ({
    page,
    marketUrl,
  }, testInfo) => {
    const response = await page.goto(marketUrl(market));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle(/.+/);

    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Поиск по каталогу' })).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Электроинструмент/ }).first()).toBeVisible();
    await expect(main.locator('img').first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const subscription = footer.getByRole('region', { name: /подпис/i });
    if (market === 'garwin') await expect(subscription).toBeVisible();
    else await expect(subscription).toHaveCount(0);

    const mobile = testInfo.project.name === 'mobile';
    const drawerButton = header.getByRole('button', { name: 'Меню' });
    if (mobile) {
      // The app starts after the first paint; a press before then reaches only the plain HTML.
      await waitForApp(page);
      await drawerButton.click();
      await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    } else {
      await expect(drawerButton).toBeHidden();
      await expect(header.getByRole('button', { name: 'Каталог' })).toBeVisible();
    }
  });
}

test('an unknown address answers 404 with the error page', async ({ page, marketUrl }) => {
  const response = await page.goto(marketUrl('garwin', '/no-such-page-here'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'На главную' })).toBeVisible();
});

test('the page is server-rendered: content is there before any script runs', async ({
  browser,
  marketUrl,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(marketUrl('sprout'));
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await context.close();
});
