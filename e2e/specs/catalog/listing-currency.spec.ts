import { test, expect } from '../../fixtures/store.ts';
import { openFilters } from './catalog-helpers.ts';

test.use({ visitor: 'onboarded' });

// A visitor who chose dollars sees dollars everywhere on the listing: cards, filter and chips.
test.beforeEach(async ({ context, marketUrl }) => {
  await context.addCookies([{ name: 'currencyCode', value: 'USD', url: marketUrl('garwin') }]);
});

const amount = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('the price filter, its chip and the cards speak the display currency', async ({
  page,
  visit,
}, testInfo) => {
  await visit('/catalog?sort=price_desc');
  const products = page.getByRole('region', { name: 'Товары' });
  await expect(products.getByRole('article').first()).toContainText('$');

  const filters = await openFilters(page, testInfo);
  const price = filters.getByRole('form', { name: 'Цена, $' });
  const to = price.getByRole('textbox', { name: 'Цена, $: до' });
  // The range is the facet's in dollars: a few hundred, not tens of thousands of roubles.
  const highest = Number(await to.getAttribute('placeholder'));
  expect(highest).toBeGreaterThan(56);
  expect(highest).toBeLessThan(5_000);

  await to.fill('56');
  await price.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/price_max=\d+/);
  await expect(to).toHaveValue('56');
  const chip = page
    .getByRole('list', { name: 'Выбранные фильтры' })
    .getByRole('link', { name: /Цена/ });
  await expect(chip).toContainText(/до\s56\s\$/);
  await expect(chip).not.toContainText('₽');

  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: /^Показать \d/ }).click();
  }
  // The dearest product left costs at most the 56 $ typed, once the filtered list has come (the
  // address and the chip change before it does).
  const dearest = products.getByRole('article').first().getByText(/\$$/).first();
  await expect(dearest).toBeVisible();
  await expect.poll(async () => amount(await dearest.textContent())).toBeLessThanOrEqual(56);
});
