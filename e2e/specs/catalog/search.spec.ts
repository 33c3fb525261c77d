import { test, expect, waitForApp } from '../../fixtures/store.ts';

test.use({ visitor: 'onboarded' });

for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: suggestions appear while typing and lead to a product`, async ({
    page,
    visit,
  }) => {
    await visit('/catalog', market);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
    const list = page.getByRole('listbox', { name: 'Подсказки' });
    await box.fill('дрель');
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = list.getByRole('group', { name: 'Товары' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    expect(await list.getByRole('option').count()).toBeGreaterThan(1);

    // Arrows move through the options; Escape closes the list.
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list).toBeHidden();

    await box.press('ArrowDown');
    const product = products.first();
    const title = (await product.textContent()) ?? '';
    await product.click();
    await expect(page).toHaveURL(/\/tovar\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 12));
  });
}

test('Enter searches, the results page is not indexed, and the search is remembered', async ({
  page,
  visit,
}) => {
  await visit();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
  await box.fill('перфоратор');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?text=%D0%BF/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Результаты поиска «перфоратор»' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(box).toHaveValue('перфоратор');

  await box.fill('');
  await box.focus();
  const history = page.getByRole('listbox', { name: 'История поиска' });
  await expect(history.getByRole('option', { name: 'перфоратор' })).toBeVisible();
  await page.getByRole('button', { name: 'Очистить историю' }).click();
  await expect(history).toBeHidden();
});

for (const [market, kept] of [
  ['garwin', 'дрель'],
  ['sprout', ''],
] as const) {
  test(`${market}: leaving the search results ${kept ? 'keeps' : 'resets'} the search text`, async ({
    page,
    marketUrl,
  }) => {
    await page.goto(marketUrl(market, '/search?text=дрель'));
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
    await expect(box).toHaveValue('дрель');
    await waitForApp(page);
    await box.click();
    await expect(page.getByRole('listbox', { name: 'Подсказки' })).toBeVisible();
    await box.press('Escape');

    await page
      .getByRole('navigation', { name: 'Навигационная цепочка' })
      .getByRole('link', { name: 'Главная' })
      .click();
    await expect(page).not.toHaveURL(/\/search/);
    await expect(box).toHaveValue(kept);
  });
}
