import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from '../../fixtures/store.ts';

/** What a shopper's browser would report as broken: console errors and failed /graphql requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().includes('/graphql')) {
      problems.push(`request: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  return problems;
}

test('signing in and signing out leave the console clean and abort no request', async ({
  page,
  registerInModal,
  visit,
}) => {
  const problems = watchProblems(page);
  await visit('/?openAuth=true');
  await registerInModal({ first: 'Тихон', last: 'Ясный' });
  const account = page.getByRole('banner').getByRole('button', { name: 'Тихон Ясный' });
  await expect(account).toBeVisible();
  await account.click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a change made after the session ended elsewhere sends to sign-in without an unhandled error', async ({
  page,
  context,
  marketUrl,
  signUp,
}) => {
  await signUp({ first: 'Ева', last: 'Грин' }, { to: '/cabinet/profile' });
  const problems = watchProblems(page);

  // The other tab signs out; this tab's cookies still name the ended session, so the BFF's
  // refresh fails («Сессия истекла»).
  const stale = await context.cookies();
  const other = await context.newPage();
  await other.goto(marketUrl('garwin', '/'));
  await waitForApp(other);
  await other.getByRole('banner').getByRole('button', { name: 'Ева Грин' }).click();
  await other.getByRole('button', { name: 'Выйти' }).click();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  await other.close();
  await context.addCookies(stale);

  await page.getByLabel('Имя').fill('Ева-Мария');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' })).toBeVisible();
  expect(problems.filter((p) => p.startsWith('page:') || p.includes('Uncaught'))).toEqual([]);
});
