import { test, expect } from '../../fixtures/store.ts';
import { overflowPastItem, wordsBrokenInside } from './text-wrap.ts';

test.use({ visitor: 'onboarded' });

// Long Russian words («Электроинструмент», «Пневмоинструмент») wrap with a hyphen at a syllable,
// never out of their box and never cut anywhere.
for (const market of ['garwin', 'sprout'] as const) {
  test(`on a 390 px phone every category name stays inside its card (${market})`, async ({
    page,
    marketUrl,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(marketUrl(market, '/catalog'));
    const titles = page
      .getByRole('navigation', { name: 'Категории каталога' })
      .getByRole('link')
      .filter({ visible: true });
    await expect(titles.first()).toBeVisible();
    const seen: string[] = [];
    for (const link of await titles.all()) {
      const past = await overflowPastItem(link);
      if (past > 0) seen.push(`${await link.innerText()}: ${past}px`);
      seen.push(...(await wordsBrokenInside(link)));
    }
    expect(seen).toEqual([]);
  });
}

test('at 1440 px the filters never cut a word', async ({ page, marketUrl }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(marketUrl('garwin', '/catalog'));
  const filters = page.getByRole('complementary', { name: 'Фильтры' });
  const categories = filters.getByRole('group', { name: 'Категории' });
  await expect(categories.getByRole('checkbox', { name: /Электроинструмент/ })).toBeVisible();
  expect(await wordsBrokenInside(filters)).toEqual([]);
});

test('on a 390 px phone product tiles keep their pictures inside', async ({ page, marketUrl }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(marketUrl('garwin', '/catalog/elektroinstrument'));
  const tiles = page.getByRole('region', { name: 'Товары' }).getByRole('article');
  await expect(tiles.first()).toBeVisible();
  const spill = await tiles.evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const picture = card.firstElementChild?.getBoundingClientRect();
      return picture ? Math.max(0, Math.round(picture.right - box.right)) : 0;
    }),
  );
  expect(Math.max(...spill)).toBe(0);
});
