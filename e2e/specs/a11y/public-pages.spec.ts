import { test, expect, waitForApp } from '../../fixtures/store.ts';
import { checkPage, expectNoSeriousViolations, returningVisitor } from './axe-helpers.ts';

// Two looks of the store: garwin's dark header and sprout's light one.
for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: the pages a visitor reaches have no serious accessibility violation`, async ({
    page,
    context,
    marketUrl,
  }) => {
    test.setTimeout(180_000);
    await returningVisitor(context, marketUrl(market));
    await checkPage(page, marketUrl(market, '/'), 'home');
    await checkPage(page, marketUrl(market, '/catalog/ruchnoy-instrument'), 'listing');
    await checkPage(page, marketUrl(market, '/search?text=дрель'), 'search');
    await checkPage(page, marketUrl(market, '/promos'), 'promos');
    await checkPage(page, marketUrl(market, '/company'), 'company');

    await page.goto(marketUrl(market, '/promos'));
    await waitForApp(page);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'promo');

    await page.goto(marketUrl(market, '/catalog/ruchnoy-instrument'));
    await waitForApp(page);
    await page
      .getByRole('region', { name: 'Товары' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Похожие товары' })).toBeVisible();
    await expectNoSeriousViolations(page, 'product');

    await page.goto(marketUrl(market, '/cart'));
    await waitForApp(page);
    await expectNoSeriousViolations(page, 'empty cart');
  });
}

test('the first-visit overlays have no serious accessibility violation', async ({
  page,
  marketUrl,
}) => {
  await page.goto(marketUrl('garwin', '/catalog/ruchnoy-instrument'));
  await waitForApp(page);
  await expect(page.getByRole('region', { name: 'Подтверждение города' })).toBeVisible();
  await expectNoSeriousViolations(page, 'city question');
});
