import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';

/**
 * The control is on screen and nothing lies over it: a click at its middle and near both ends
 * reaches the control itself. It is looked at in the middle of the window, clear of the page's
 * corner buttons.
 */
export async function expectUncovered(control: Locator, what: string): Promise<void> {
  await expect(control, what).toBeVisible();
  const reachable = await control.evaluate((element) => {
    if (element.getBoundingClientRect().bottom > window.innerHeight / 2)
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return [0.15, 0.5, 0.85].every((x) => {
      const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height / 2);
      return hit !== null && (element.contains(hit) || hit.contains(element));
    });
  });
  expect(reachable, `${what} is not covered`).toBe(true);
}

/** The onboarding hints on the page. */
export const hints = (page: Page) => page.getByRole('status', { name: 'Подсказка' });

export const cityQuestion = (page: Page) =>
  page.getByRole('region', { name: 'Подтверждение города' });
