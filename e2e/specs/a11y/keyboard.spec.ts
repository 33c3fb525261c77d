import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from '../../fixtures/store.ts';
import { accountMenuButton } from '../cabinet/cabinet-helpers.ts';

test.use({ visitor: 'returning' });

/** The first Tab reaches the skip link; following it puts the focus on the main content. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test('the skip link leads past the header to the content, on the store and the checkout', async ({
  page,
  signIn,
  cartWith,
  visit,
}) => {
  await visit('/catalog/ruchnoy-instrument');
  await expectSkipLink(page);

  await signIn();
  await cartWith(1, { skip: 40 });
  await visit('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSkipLink(page);
});

test('Escape in the catalogue menu hands the focus back to «Каталог»', async ({
  page,
  visit,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'under 1024 px the catalogue is in the drawer');
  await visit();
  const opener = page.getByRole('banner').getByRole('button', { name: 'Каталог' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Все категории' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(opener).toBeFocused();
});

test('Escape in the new-company form hands the focus back to the menu that opened it', async ({
  signedInPage: page,
}) => {
  await page.reload();
  await waitForApp(page);
  const menu = accountMenuButton(page);
  await menu.focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('link', { name: 'Добавить компанию' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Добавить компанию' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(menu).toBeFocused();
});

for (const market of ['garwin', 'sprout', 'ipr', 'licota'] as const) {
  test(`${market}: every control reached by Tab shows a focus ring`, async ({ page, visit }) => {
    await visit('/catalog/ruchnoy-instrument', market);
    const missing: string[] = [];
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        // A field that draws its ring on its frame (the price inputs) counts by the frame.
        const outlined = (node: Element) => {
          const style = getComputedStyle(node);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        };
        const frame = element.parentElement;
        const shown = outlined(element) || (frame !== null && outlined(frame));
        return { shown, name: element.outerHTML.slice(0, 120) };
      });
      if (ring && !ring.shown) missing.push(ring.name);
    }
    expect(missing).toEqual([]);
  });
}
