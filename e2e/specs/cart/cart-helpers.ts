import type { Locator, Page } from '@playwright/test';

/** The header's cart link; its name says the number of lines and the total. */
export const headerCart = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

/** Waits for the answer of a cart mutation of the page (by its operation name). */
export const cartMutation = (page: Page, operation: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes(`mutation ${operation}`),
  );

/** The first card of the listing that can be put in the cart, and its product's title. */
export async function firstAddableCard(page: Page): Promise<{ card: Locator; title: string }> {
  const title =
    (await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^В корзину:/ }) })
      .first()
      .getAttribute('aria-label')) ?? '';
  return { card: page.getByRole('article', { name: title }), title };
}
