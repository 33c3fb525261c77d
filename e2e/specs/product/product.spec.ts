import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/store.ts';

test.use({ visitor: 'onboarded' });

/** What a visitor checks first on a product page: its name, price, properties and trail. */
async function expectProductPage(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const offer = page.getByRole('region', { name: 'Цена и наличие' });
  await expect(offer).toContainText(/\d\s?₽/);
  const specs = page.getByRole('region', { name: 'Характеристики' });
  await expect(specs.getByRole('rowheader', { name: 'Артикул' })).toBeVisible();
  expect(await specs.getByRole('row').count()).toBeGreaterThan(2);
  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(trail.getByRole('link', { name: 'Главная' })).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Каталог' })).toBeVisible();
}

for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: a visitor opens a product from a category and goes back up its trail`, async ({
    page,
    visit,
  }) => {
    await visit('/catalog/elektroinstrument', market);
    const card = page.getByRole('region', { name: 'Товары' }).getByRole('article').first();
    const link = card.getByRole('link');
    const title = (await link.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await link.click();

    await expect(page).toHaveURL(/\/tovar\/[^/]+$/);
    await expectProductPage(page, title);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    const category = trail.getByRole('link').last();
    const categoryName = (await category.textContent())?.trim() ?? '';
    await category.click();
    await expect(page).toHaveURL(/\/catalog\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  });
}

test('a product opened by its address is rendered on the server, with its canonical address and structured data', async ({
  page,
  browser,
  marketUrl,
}) => {
  await page.goto(marketUrl('garwin', '/catalog/elektroinstrument'));
  const link = page
    .getByRole('region', { name: 'Товары' })
    .getByRole('article')
    .first()
    .getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/tovar\//);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const direct = await context.newPage();
  const response = await direct.goto(marketUrl('garwin', `${href}?utm_source=mail`));
  expect(response?.status()).toBe(200);
  await expectProductPage(direct, title);
  await expect(direct.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    marketUrl('garwin', href),
  );
  const structured = await direct.locator('script[type="application/ld+json"]').allTextContents();
  const types = structured.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string } | { '@type'?: string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item['@type']);
  });
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  await context.close();
});

test('an unknown product answers 404 with the error page', async ({ page, marketUrl }) => {
  const response = await page.goto(marketUrl('garwin', '/tovar/no-such-product-here'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
