import { test, expect } from '../../fixtures/store.ts';

test.use({ visitor: 'onboarded' });

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a page past the end opens the last page, whose count and products agree', async ({
  page,
  marketUrl,
}) => {
  await page.goto(marketUrl('garwin', '/catalog?page=999'));
  const status = page.getByRole('status').filter({ hasText: /^Найдено: / });
  const total = count(await status.textContent());
  await expect(page).toHaveURL(new RegExp(`page=${Math.ceil(total / 24)}$`));
  const products = page.getByRole('region', { name: 'Товары' }).getByRole('article');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBe(total - 24 * (Math.ceil(total / 24) - 1));
  await expect(page.getByText('Ничего не найдено')).toHaveCount(0);
});

test('a search that finds nothing says so once, without «около 0»', async ({ page, marketUrl }) => {
  await page.goto(marketUrl('garwin', '/search?text=zzzzqqqxxx'));
  await expect(page.getByRole('status').filter({ hasText: 'Ничего не найдено' })).toBeVisible();
  await expect(page.getByText('Ничего не найдено')).toHaveCount(1);
  await expect(page.getByText(/около 0|Найдено: 0/)).toHaveCount(0);
});
