import { test, expect } from '../../fixtures/store.ts';
import { accountMenuButton, registerInOpenModal, uniqueEmail } from './cabinet-helpers.ts';

test('the owner invites by e-mail, the guest joins by the link and the owner sets a role', async ({
  page,
  browser,
  marketUrl,
  request,
  outbox,
}) => {
  await page.goto(marketUrl('garwin', '/?openAuth=true'));
  await registerInOpenModal(page, request, uniqueEmail('owner'), { first: 'Олег', last: 'Иванов' });

  await page.goto(marketUrl('garwin', '/cabinet/users'));
  await expect(page.getByRole('heading', { name: 'Пользователи', level: 1 })).toBeVisible();
  const users = page.getByRole('table');
  await expect(users.getByRole('row', { name: /Иванов Олег/ })).toContainText('Владелец');

  const invite = page.getByRole('form', { name: 'Пригласить пользователя' });
  await invite.getByLabel('E-mail').fill('guest@');
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(invite.getByText('Некорректный формат e-mail')).toBeVisible();
  const guestEmail = uniqueEmail('guest');
  await invite.getByLabel('E-mail').fill(guestEmail);
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(invite.getByText(`Приглашение отправлено на ${guestEmail}`)).toBeVisible();

  // The guest, in a browser of their own, opens the link: sign-in first, then the page joins.
  const token = await outbox.invitationTokenFor(guestEmail);
  const guestContext = await browser.newContext({ viewport: page.viewportSize() });
  const guest = await guestContext.newPage();
  await guest.goto(marketUrl('garwin', `/cabinet/invitations/${token}`));
  await registerInOpenModal(guest, request, guestEmail, { first: 'Пётр', last: 'Сидоров' });
  await expect(guest.getByText('Вы присоединились к аккаунту')).toBeVisible();
  await expect(guest).toHaveURL(marketUrl('garwin', `/cabinet/invitations/${token}`));

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
  await guestContext.close();

  // The owner sees the guest as Гость and may change the role; the owner's own role is fixed.
  await page.reload();
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
