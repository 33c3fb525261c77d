import type { Page } from '@playwright/test';
import { test, expect, waitForApp, uniqueEmail } from '../../fixtures/store.ts';
import { accountMenuButton, invite } from './cabinet-helpers.ts';

const usersHeading = (page: Page) => page.getByRole('heading', { name: 'Пользователи', level: 1 });

test('pending invitations are listed on the users page, resent and revoked', async ({
  page,
  signUp,
}) => {
  await signUp({ first: 'Ирина', last: 'Ким' }, { to: '/cabinet/users' });
  await expect(usersHeading(page)).toBeVisible();

  const first = uniqueEmail('first');
  const second = uniqueEmail('second');
  for (const email of [first, second]) await invite(page, email);
  const pending = page.getByRole('region', { name: 'Приглашения' });
  await expect(pending.getByRole('listitem', { name: first })).toContainText('ссылка действует до');
  await expect(pending.getByRole('listitem', { name: second })).toBeVisible();

  // A letter was just sent: a resend right away is refused with the reason.
  await pending
    .getByRole('listitem', { name: first })
    .getByRole('button', { name: 'Отправить снова' })
    .click();
  await expect(pending.getByRole('status')).toHaveText(
    'Приглашение только что отправлено, повторить можно через минуту',
  );

  await pending
    .getByRole('listitem', { name: second })
    .getByRole('button', { name: 'Отозвать' })
    .click();
  await expect(pending.getByRole('status')).toHaveText(`Приглашение для ${second} отозвано`);
  await expect(pending.getByRole('listitem', { name: second })).toHaveCount(0);
  await page.reload();
  await expect(pending.getByRole('listitem', { name: first })).toBeVisible();
  await expect(pending.getByRole('listitem', { name: second })).toHaveCount(0);
});

test("guests see the owner's account by name, and a member who lowers their own role leaves the users page", async ({
  page,
  marketUrl,
  signUp,
  joinAsGuest,
}) => {
  const ownerEmail = uniqueEmail('named.owner');
  await signUp({ first: 'Олег', last: 'Иванов' }, { email: ownerEmail, to: '/cabinet/users' });
  const guestEmail = uniqueEmail('demoted');
  await invite(page, guestEmail);
  const guest = await joinAsGuest(guestEmail, { first: 'Пётр', last: 'Сидоров' });

  // The owner gives the guest every right.
  await page.reload();
  await waitForApp(page);
  await page
    .getByRole('table')
    .getByRole('combobox', { name: 'Роль: Сидоров Пётр' })
    .selectOption({ label: 'Все права' });
  await expect(
    page.getByRole('table').getByRole('combobox', { name: 'Роль: Сидоров Пётр' }),
  ).toHaveValue('OWNER');

  // The guest's menu names the owner's account by the owner's name, never the e-mail.
  await accountMenuButton(guest).click();
  const accounts = guest.getByRole('region', { name: 'Аккаунты' });
  await expect(accounts.getByRole('button', { name: /Иванов Олег/ })).toBeVisible();
  await expect(guest.getByText(ownerEmail)).toHaveCount(0);
  await accounts.getByRole('button', { name: /Иванов Олег/ }).click();
  await expect(guest.getByText('Вы сменили контрагента')).toBeVisible();

  await guest.goto(marketUrl('garwin', '/cabinet/users'));
  await waitForApp(guest);
  await expect(usersHeading(guest)).toBeVisible();
  await guest
    .getByRole('table')
    .getByRole('combobox', { name: 'Роль: Сидоров Пётр' })
    .selectOption({ label: 'Гость' });
  await expect(guest.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible();
  const cabinetMenu = guest.getByRole('main').getByRole('navigation', { name: 'Личный кабинет' });
  await expect(cabinetMenu.getByRole('link', { name: 'Пользователи' })).toHaveCount(0);
  await guest.close();
});

test('a phone reads by its country mask in the header and the profile', async ({
  page,
  marketUrl,
  outbox,
}) => {
  const digits = `9${String(Date.now()).slice(-9)}`;
  const readable = `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
  await page.goto(marketUrl('sprout', '/?openAuth=true'));
  const signIn = page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' });
  await signIn.getByLabel('Номер телефона').fill(digits);
  await signIn.getByText('Я не робот').click();
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  await page
    .getByRole('dialog', { name: 'Введите код' })
    .getByLabel('Код')
    .fill(await outbox.codeFor(`7${digits}`));
  const finish = page.getByRole('dialog', { name: 'Завершение регистрации' });
  await finish.getByRole('button', { name: 'Закрыть' }).click();
  await expect(finish).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: readable })).toBeVisible();

  await page.goto(marketUrl('sprout', '/cabinet/profile'));
  await expect(page.getByRole('main').getByText(readable)).toBeVisible();
});
