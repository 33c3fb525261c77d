import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from '../../fixtures/store.ts';

const SIGN_IN = 'Войдите или зарегистрируйтесь';
const cabinetMenu = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Личный кабинет' });

for (const path of ['/cabinet/orders/1', '/cabinet/payment/1', '/cabinet/purchase/1']) {
  test(`${path} sends a visitor to sign in, not to a missing page`, async ({ page, marketUrl }) => {
    const response = await page.goto(marketUrl('garwin', path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('dialog', { name: SIGN_IN })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
  });
}

test('signing in from a private-route redirect returns to the page asked for', async ({
  page,
  marketUrl,
  registerInModal,
}) => {
  await page.goto(marketUrl('sprout', '/cabinet/companies'));
  await expect(page).toHaveURL(marketUrl('sprout', '/'));
  await registerInModal({ first: 'Анна', last: 'Белова' });
  await expect(page).toHaveURL(marketUrl('sprout', '/cabinet/companies'));
  await expect(page.getByRole('heading', { name: 'Мои компании', level: 1 })).toBeVisible();
});

test('a foreign return target is ignored: sign-in stays on the store', async ({
  page,
  marketUrl,
  signUp,
}) => {
  await signUp(
    { first: 'Ян', last: 'Лис' },
    { from: '/?openAuth=true&back=%2F%2Fexample.com%2Fx' },
  );
  await expect(page).toHaveURL(marketUrl('garwin', '/'));
});

test('a session ended in another tab sends the next cabinet click to sign in, Back too', async ({
  page,
  context,
  marketUrl,
  signUp,
}) => {
  await signUp({ first: 'Лев', last: 'Орлов' }, { to: '/cabinet/orders' });
  await expect(page.getByRole('heading', { name: 'Мои заказы', level: 1 })).toBeVisible();

  // The other tab signs out: the cookies of both tabs are gone.
  const other = await context.newPage();
  await other.goto(marketUrl('garwin', '/cabinet/profile'));
  await waitForApp(other);
  await other.getByRole('banner').getByRole('button', { name: 'Лев Орлов' }).click();
  await other.getByRole('button', { name: 'Выйти' }).click();
  await expect(other.getByRole('dialog', { name: SIGN_IN })).toBeVisible();
  await other.close();

  // The profile page's query answers a null viewer without an error once the session is gone.
  await cabinetMenu(page).getByRole('link', { name: 'Профиль' }).click();
  const signIn = page.getByRole('dialog', { name: SIGN_IN });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(marketUrl('garwin', '/'));
  await signIn.getByRole('button', { name: 'Закрыть' }).click();

  // Back leaves the sign-in for a page that shows, signed out: never a blank one.
  await page.goBack();
  await waitForApp(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
});
