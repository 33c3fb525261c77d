import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from '../../fixtures/store.ts';

// Without the smooth scrolling, each position is there at once.
test.use({ reducedMotion: 'reduce' });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at the top; Back, and a reload, return to where the page was left', async ({
  page,
  visit,
}) => {
  await visit('/catalog/bokorezy', 'garwin');
  const card = page.getByRole('main').getByRole('article').nth(7);
  await card.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(400);
  const title = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(card).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.reload();
  await waitForApp(page);
  await expect.poll(() => scrollY(page)).toBe(left);
});
