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

test('a link that only changes the layout (the view mode) leaves the page where it was', async ({
  page,
  visit,
}) => {
  await visit('/catalog/bokorezy', 'sprout');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBe(300);
  // Pressed where it is, so that the press itself does not scroll the page.
  await page
    .getByRole('navigation', { name: 'Вид списка' })
    .getByRole('link', { name: 'Списком', exact: true })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/view_mode=list/);
  expect(await scrollY(page)).toBe(300);

  // A link to another page starts it at the top.
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tovar\//);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test.describe('with smooth scrolling on', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a new page, and a return to one, are there at once, not scrolled to', async ({
    page,
    visit,
  }) => {
    await visit('/catalog/elektroinstrument', 'licota');
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect.poll(() => scrollY(page)).toBe(900);
    const card = page.getByRole('main').getByRole('article').nth(5);
    const onScreen = async () => Math.round((await card.boundingBox())?.y ?? NaN);
    const leftAt = await onScreen();
    const title = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name: title }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(card).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(900);
    // The cards off screen stand in at a usual card's height until laid out: the return lands on
    // the same cards as were there, not on stand-ins of another height (the cards of a row with a
    // three-line title are taller), and stays there once they are laid out.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await onScreen()).toBe(leftAt);
    expect(await scrollY(page)).toBe(900);
  });
});
