import { test, expect, uniqueEmail, waitForApp } from '../../fixtures/store.ts';
import { accountMenuButton, invite } from './cabinet-helpers.ts';

test('the owner invites by e-mail, the guest joins by the link and the owner sets a role', async ({
  page,
  marketUrl,
  signUp,
  joinAsGuest,
}) => {
  await signUp({ first: 'Олег', last: 'Иванов' });

  await page.goto(marketUrl('garwin', '/cabinet/users'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Пользователи', level: 1 })).toBeVisible();
  const users = page.getByRole('table');
  await expect(users.getByRole('row', { name: /Иванов Олег/ })).toContainText('Владелец');

  const form = page.getByRole('form', { name: 'Пригласить пользователя' });
  await form.getByLabel('E-mail').fill('guest@');
  await form.getByRole('button', { name: 'Пригласить' }).click();
  await expect(form.getByText('Некорректный формат e-mail')).toBeVisible();
  const guestEmail = uniqueEmail('guest');
  await invite(page, guestEmail);

  // The guest, in a browser of their own, opens the link: sign-in first, then the page joins.
  const guest = await joinAsGuest(guestEmail, { first: 'Пётр', last: 'Сидоров' });

  // The context was reloaded: the owner's account is in the guest's menu; as a guest there the
  // users page is neither linked nor open.
  await accountMenuButton(guest).click();
  const accounts = guest.getByRole('region', { name: 'Аккаунты' });
  await expect(accounts.getByRole('button')).toHaveCount(2);
  await expect(accounts.getByRole('button', { name: 'Мой аккаунт' })).toBeVisible();
  await accounts.getByRole('button').filter({ hasNotText: 'Мой аккаунт' }).click();
  await expect(guest.getByText('Вы сменили контрагента')).toBeVisible();
  await guest.goto(marketUrl('garwin', '/cabinet/profile'));
  const cabinetMenu = guest.getByRole('main').getByRole('navigation', { name: 'Личный кабинет' });
  await expect(cabinetMenu.getByRole('link', { name: 'Мои компании' })).toBeVisible();
  await expect(cabinetMenu.getByRole('link', { name: 'Пользователи' })).toHaveCount(0);
  const response = await guest.goto(marketUrl('garwin', '/cabinet/users'));
  expect(response?.status()).toBe(404);
  await guest.close();

  // The owner sees the guest as Гость and may change the role; the owner's own role is fixed.
  await page.reload();
  await waitForApp(page);
  const guestRow = users.getByRole('row', { name: /Сидоров Пётр/ });
  const role = guestRow.getByRole('combobox', { name: 'Роль: Сидоров Пётр' });
  await expect(role).toHaveValue('GUEST');
  await expect(users.getByRole('row', { name: /Иванов Олег/ }).getByRole('combobox')).toHaveCount(
    0,
  );
  await role.selectOption({ label: 'Все права' });
  await page.reload();
  await expect(role).toHaveValue('OWNER');
});
