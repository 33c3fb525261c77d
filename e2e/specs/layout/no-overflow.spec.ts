import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/store.ts';
import { openFirstProduct } from '../catalog/catalog-helpers.ts';

test.use({ visitor: 'onboarded' });

/** The page is as wide as the window: nothing makes a visitor scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const market of ['garwin', 'licota'] as const) {
  test(`${market}: home, catalogue, search, promotions, a seller, brands, an information page and a product fit the window`, async ({
    page,
    visit,
  }) => {
    // Nine pages in one journey: on a slow machine they take close to the default 30 s.
    test.slow();
    for (const path of [
      '/',
      '/catalog',
      '/catalog/elektroinstrument',
      '/search?text=дрель',
      '/promos',
      '/seller/instrument-opt',
      '/brands',
      '/delivery',
    ]) {
      await visit(path, market);
      await expectNoSidewaysScroll(page);
    }
    await visit('/catalog/ruchnoy-instrument', market);
    await openFirstProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

// A phone shows the listing two tiles a row; each tile keeps its price, status and button inside.
for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: at 390 px every listing tile holds its add-to-cart button`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/catalog/ruchnoy-instrument', market);
    await expectNoSidewaysScroll(page);
    const tiles = page
      .getByRole('region', { name: 'Товары' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^В корзину:/ }) });
    await expect(tiles.first()).toBeVisible();
    for (const tile of (await tiles.all()).slice(0, 6)) {
      const title = (await tile.getAttribute('aria-label')) ?? '';
      const button = tile.getByRole('button', { name: `В корзину: ${title}` });
      await expect(button).toBeVisible();
      const [outer, inner] = [await tile.boundingBox(), await button.boundingBox()];
      expect(outer && inner, title).toBeTruthy();
      if (!outer || !inner) continue;
      expect(inner.x, title).toBeGreaterThanOrEqual(outer.x);
      expect(inner.x + inner.width, title).toBeLessThanOrEqual(outer.x + outer.width);
    }
  });
}

// Long seller names and alphabet indexes must wrap on a phone, not widen the page.
for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: at 390 px a seller, the brands and an information page fit the window`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/seller/garwin-official',
      '/seller/instrument-opt',
      '/brands',
      '/delivery',
    ]) {
      await visit(path, market);
      await expectNoSidewaysScroll(page);
    }
  });
}
