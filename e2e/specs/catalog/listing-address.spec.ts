import { test, expect } from '../../fixtures/store.ts';

test.use({ visitor: 'onboarded' });

// Addresses a visitor edits or a link mangles: the listing stays, with its header; only a slug that
// cannot name anything is «not found».
const long = (length: number) => 'a'.repeat(length);

test('a negative price in the address keeps the page and its listing', async ({
  page,
  marketUrl,
}) => {
  for (const query of ['price_min=-5', 'price_max=-5']) {
    const response = await page.goto(marketUrl('garwin', `/catalog?${query}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    // Clamped to zero: «до 0 ₽» finds nothing, and says so beside its chip to remove.
    await expect(page.getByRole('region', { name: 'Товары' }).getByRole('status')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Убрать фильтр: Цена/ })).toBeVisible();
    await expect(page.getByText('Не удалось загрузить страницу')).toHaveCount(0);
  }
});

test('an over-long search text or page number still shows results', async ({ page, marketUrl }) => {
  const search = await page.goto(marketUrl('garwin', `/search?text=${long(300)}`));
  expect(search?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Товары' })).toBeVisible();

  const paged = await page.goto(marketUrl('garwin', '/catalog?page=99999999999999999999'));
  expect(paged?.status()).toBe(200);
  await expect(page).toHaveURL(/page=\d{1,4}$/);
  await expect(
    page.getByRole('region', { name: 'Товары' }).getByRole('article').first(),
  ).toBeVisible();
});

test('an over-long slug is not found, not a failure', async ({ page, marketUrl }) => {
  for (const path of [`/catalog/${long(150)}`, `/promos/${long(300)}`, `/seller/${long(150)}`]) {
    const response = await page.goto(marketUrl('garwin', path));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  }
});

test('the price fields refuse a minus and clamp to the range', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit('/catalog');
  const price = page.getByRole('form', { name: 'Цена, ₽' });
  const from = price.getByRole('textbox', { name: 'Цена, ₽: от' });
  const to = price.getByRole('textbox', { name: 'Цена, ₽: до' });
  const lowest = Number(await from.getAttribute('placeholder'));
  const highest = Number(await to.getAttribute('placeholder'));

  await from.pressSequentially('-5');
  await expect(from).toHaveValue('5');
  await to.fill('999999999');
  await price.getByRole('button', { name: 'Применить' }).click();

  await expect(page).toHaveURL(new RegExp(`price_min=${lowest}&price_max=${highest}`));
  await expect(page.getByRole('status').filter({ hasText: /^Найдено: / })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
