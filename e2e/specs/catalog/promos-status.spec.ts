import { test, expect } from '../../fixtures/store.ts';

test.use({ visitor: 'onboarded' });

// The demo catalogue has running promotions, two still to come («GARWIN Professional», «Чёрная
// пятница») and ended ones («Новогодняя распродажа»), all dated from the day it was seeded.
test('the promotions list sets those still to come apart, with their first day', async ({
  page,
  marketUrl,
}) => {
  await page.goto(marketUrl('garwin', '/promos'));
  const current = page.getByRole('region', { name: 'Идут сейчас' });
  const upcoming = page.getByRole('region', { name: 'Скоро' });
  await expect(current.getByRole('link').first()).toBeVisible();
  await expect(current.getByRole('link', { name: 'GARWIN Professional' })).toHaveCount(0);
  await expect(current.getByRole('link', { name: 'Чёрная пятница' })).toHaveCount(0);

  const future = upcoming.getByRole('article').filter({ hasText: 'GARWIN Professional' });
  await expect(future).toBeVisible();
  await expect(future.getByText(/^Начнётся \d{1,2} [а-я]+ \d{4}$/)).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Чёрная пятница' })).toBeVisible();
});

test('an ended promotion says it is over, a future one says when it starts', async ({
  page,
  marketUrl,
}) => {
  const ended = await page.goto(marketUrl('garwin', '/promos/novogodnyaya-rasprodazha'));
  expect(ended?.status()).toBe(200);
  await expect(page.getByText(/^Акция завершилась \d{1,2} [а-я]+ \d{4}$/)).toBeVisible();
  await expect(
    page.getByText('Товары ниже продаются на обычных условиях, без акции.'),
  ).toBeVisible();

  await page.goto(marketUrl('garwin', '/promos/garwin-professional'));
  await expect(page.getByText(/^Начнётся \d{1,2} [а-я]+ \d{4}:/)).toBeVisible();
  await expect(page.getByText('Акция завершилась')).toHaveCount(0);

  await page.goto(marketUrl('garwin', '/promos/nedelya-makita'));
  await expect(page.getByRole('region', { name: 'Товары' })).toBeVisible();
  await expect(page.getByText(/Акция завершилась|Начнётся/)).toHaveCount(0);
});
