import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForApp } from '../../fixtures/store.ts';

/** The WCAG 2.1 A and AA rules axe checks. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Checks the page as it stands with axe and fails on any serious or critical violation, naming
 * each rule with the elements that break it.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `${label}: ${page.url()}`).toEqual([]);
}

/** Opens a page of the store and checks it once the app has hydrated and drawn its content. */
export async function checkPage(page: Page, url: string, label: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, label);
}
