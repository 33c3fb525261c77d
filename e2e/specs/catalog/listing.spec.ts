import { test, expect } from '../../fixtures/store.ts';
import { closeFilters, isMobile, openFilters, waitForApp } from './catalog-helpers.ts';

test.use({ visitor: 'onboarded' });

const total = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a visitor browses from the catalogue into a category', async ({ page, marketUrl }) => {
  const response = await page.goto(marketUrl('garwin', '/catalog'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Найдено: [\d\s ]+ товар/)).toBeVisible();

  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Категории каталога' })
    .getByRole('link', { name: 'Электроинструмент', exact: true })
    .click();
  await expect(page).toHaveURL(/\/catalog\/elektroinstrument$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Электроинструмент' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(trail.getByRole('link', { name: 'Каталог' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Подкатегории' }).getByRole('link'),
  ).not.toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Товары' }).getByRole('article').first(),
  ).toBeVisible();
});

test('an unknown category answers 404', async ({ page, marketUrl }) => {
  const response = await page.goto(marketUrl('garwin', '/catalog/no-such-category'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a visitor filters a category by brand and by a property, then removes the filters', async ({
  page,
  marketUrl,
}, testInfo) => {
  await page.goto(marketUrl('garwin', '/catalog/elektroinstrument'));
  const status = page.getByRole('status').filter({ hasText: 'Найдено' });
  const all = total(await status.textContent());
  await waitForApp(page);

  let filters = await openFilters(page, testInfo);
  const makita = filters
    .getByRole('group', { name: 'Бренды' })
    .getByRole('checkbox', { name: /^Makita/ });
  await makita.click();
  await expect(page).toHaveURL(/brand=makita/);
  await expect(makita).toBeChecked();
  await closeFilters(page, testInfo);
  const brandChip = page.getByRole('link', { name: 'Убрать фильтр: Бренд Makita' });
  await expect(brandChip).toBeVisible();
  await expect.poll(async () => total(await status.textContent())).toBeLessThan(all);
  const byBrand = total(await status.textContent());
  for (const title of await page
    .getByRole('region', { name: 'Товары' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''))) {
    expect(title).toContain('Makita');
  }

  filters = await openFilters(page, testInfo);
  await filters
    .getByRole('group', { name: 'Тип аккумулятора' })
    .getByRole('checkbox', { name: /^Li-Ion/ })
    .check();
  await expect(page).toHaveURL(/prop\.[^=]+=Li-Ion/);
  await closeFilters(page, testInfo);
  await expect(
    page.getByRole('link', { name: /^Убрать фильтр: Тип аккумулятора Li-Ion/ }),
  ).toBeVisible();
  await expect.poll(async () => total(await status.textContent())).toBeLessThan(byBrand);

  // The filtered listing is in the address: a reload shows the same.
  await page.reload();
  await expect(brandChip).toBeVisible();

  await waitForApp(page);
  await brandChip.click();
  await expect(brandChip).toHaveCount(0);
  await expect(page).not.toHaveURL(/brand=/);
  await page.getByRole('link', { name: 'Сбросить все' }).click();
  await expect(page.getByRole('link', { name: /^Убрать фильтр/ })).toHaveCount(0);
  await expect.poll(async () => total(await status.textContent())).toBe(all);
});

test('a visitor narrows the catalogue to a collection of current promotions', async ({
  page,
  marketUrl,
}, testInfo) => {
  await page.goto(marketUrl('garwin', '/catalog'));
  const status = page.getByRole('status').filter({ hasText: 'Найдено' });
  const all = total(await status.textContent());
  await waitForApp(page);

  const filters = await openFilters(page, testInfo);
  const collection = filters.getByRole('group', { name: 'Подборки' }).getByRole('checkbox').first();
  const title = await collection.evaluate(
    (box) => box.closest('label')?.querySelector('span')?.textContent ?? '',
  );
  expect(title).not.toBe('');
  await collection.click();
  await expect(page).toHaveURL(/promo=/);
  await expect(collection).toBeChecked();
  await closeFilters(page, testInfo);
  const chip = page.getByRole('link', { name: `Убрать фильтр: Подборка ${title}` });
  await expect(chip).toBeVisible();
  await expect.poll(async () => total(await status.textContent())).toBeLessThan(all);

  await waitForApp(page);
  await chip.click();
  await expect(page).not.toHaveURL(/promo=/);
  await expect.poll(async () => total(await status.textContent())).toBe(all);
});

test('the chosen view mode is kept after a reload and on other listings', async ({
  page,
  marketUrl,
}) => {
  await page.goto(marketUrl('garwin', '/catalog/elektroinstrument'));
  const views = page.getByRole('navigation', { name: 'Вид списка' });
  await expect(views.getByRole('link', { name: 'Плиткой' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await waitForApp(page);

  await views.getByRole('link', { name: 'Списком', exact: true }).click();
  await expect(page).toHaveURL(/view_mode=list/);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'view_mode')?.value)
    .toBe('list');
  await expect(views.getByRole('link', { name: 'Списком', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.reload();
  await expect(views.getByRole('link', { name: 'Списком', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Without the parameter the saved choice applies (a cookie kept for a year).
  await page.goto(marketUrl('garwin', '/catalog'));
  await expect(views.getByRole('link', { name: 'Списком', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const cookie = (await page.context().cookies()).find((item) => item.name === 'view_mode');
  expect(cookie?.value).toBe('list');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  await waitForApp(page);
  await views.getByRole('link', { name: 'Кратким списком' }).click();
  await expect(views.getByRole('link', { name: 'Кратким списком' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('pages of a listing are links and the page is in the address', async ({ page, marketUrl }) => {
  await page.goto(marketUrl('garwin', '/catalog'));
  const pages = page.getByRole('navigation', { name: 'Страницы' });
  await expect(pages.getByRole('link', { name: 'Страница 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const first = await page
    .getByRole('region', { name: 'Товары' })
    .getByRole('article')
    .first()
    .getAttribute('aria-label');
  await waitForApp(page);
  await pages.getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('region', { name: 'Товары' }).getByRole('article').first(),
  ).not.toHaveAttribute('aria-label', first ?? '');
});

test('the catalogue menu of the header leads to a category', async ({ page, visit }, testInfo) => {
  await visit();
  const header = page.getByRole('banner');
  const menu = page.getByRole('navigation', { name: 'Меню каталога' });
  const opener = header.getByRole('button', { name: isMobile(testInfo) ? 'Меню' : 'Каталог' });
  await opener.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Ручной инструмент', exact: true }).click();
  await expect(page).toHaveURL(/\/catalog\/ruchnoy-instrument$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ручной инструмент' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('the catalogue menu offers sign-in, which opens once the menu has closed', async ({
  page,
  marketUrl,
  visit,
}, testInfo) => {
  await visit('/catalog');
  const header = page.getByRole('banner');
  const menu = page.getByRole('navigation', { name: 'Меню каталога' });
  const opener = header.getByRole('button', { name: isMobile(testInfo) ? 'Меню' : 'Каталог' });
  await opener.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Войти' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' })).toBeVisible();
  await expect(page).toHaveURL(marketUrl('garwin', '/catalog'));
});
