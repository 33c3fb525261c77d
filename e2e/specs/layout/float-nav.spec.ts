import { test, expect, waitForApp } from '../../fixtures/store.ts';

// The float bar's «Наверх» button shows once the visitor has scrolled past the first screens.

test('«Наверх» shows after scrolling down, also on a page reopened scrolled down, and takes the visitor back up', async ({
  page,
  marketUrl,
}) => {
  await page.goto(marketUrl('licota', '/catalog'));
  await waitForApp(page);
  const nav = page.getByRole('navigation', { name: 'Быстрая навигация' });
  const up = nav.getByRole('button', { name: 'Наверх' });
  await expect(up).toHaveCount(0);

  await page.mouse.wheel(0, 1500);
  await expect(up).toBeVisible();

  // Reopened where it was, the page shows the button without another scroll.
  await page.reload();
  await waitForApp(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await expect(up).toBeVisible();

  await up.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(up).toHaveCount(0);
});
