import type { Page } from '@playwright/test';
import { test, expect, uniqueEmail, waitForApp } from '../../fixtures/store.ts';

/** A wrong code for sure. */
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const SIGN_IN = 'Войдите или зарегистрируйтесь';

/** The header's account button; under 1024 px its text is visually hidden but still its name. */
const accountButton = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name });

test('register by e-mail, finish registration, sign out and sign in again', async ({
  page,
  marketUrl,
  outbox,
}) => {
  const email = uniqueEmail('buyer');
  await page.goto(marketUrl('garwin', '/?openAuth=true'));
  const signIn = page.getByRole('dialog', { name: SIGN_IN });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(marketUrl('garwin', '/'));
  await expect(signIn.getByRole('tab', { name: 'Почта' })).toHaveAttribute('aria-selected', 'true');

  await signIn.getByLabel('E-mail').fill('not-an-email');
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  await expect(signIn.getByText('Некорректный формат e-mail')).toBeVisible();

  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Введите код' });
  await expect(codeDialog).toBeVisible();
  await expect(codeDialog.getByText(/@example\.com/)).toBeVisible();
  await expect(codeDialog.getByRole('checkbox', { name: /новости/ })).toBeChecked();

  const code = await outbox.codeFor(email);
  await codeDialog.getByLabel('Код').fill(otherCode(code));
  await expect(codeDialog.getByText('Неверный код. Попробуйте ещё раз')).toBeVisible();

  // The resend timer (3 s on this stack) ends with the resend button, which restarts it.
  await codeDialog.getByRole('button', { name: 'Получить код повторно' }).click();
  await expect(codeDialog.getByText(/Отправить код ещё раз можно через 00:0\d/)).toBeVisible();
  const second = await outbox.codeFor(email, 1);
  // The restarted timer runs out before the code is entered, so signing in again later is past
  // the retry timeout of this last code.
  await expect(codeDialog.getByRole('button', { name: 'Получить код повторно' })).toBeVisible();
  await codeDialog.getByLabel('Код').fill(second);

  const finish = page.getByRole('dialog', { name: 'Завершение регистрации' });
  await expect(finish).toBeVisible();
  await finish.getByLabel('Имя').fill('И');
  await finish.getByRole('button', { name: 'Завершить' }).click();
  await expect(finish.getByText('Некорректный формат')).toBeVisible();
  await finish.getByRole('checkbox', { name: 'Я представитель юридического лица или ИП' }).check();
  await expect(finish.getByRole('button', { name: 'Далее' })).toBeVisible();
  await finish
    .getByRole('checkbox', { name: 'Я представитель юридического лица или ИП' })
    .uncheck();
  await finish.getByLabel('Фамилия').fill('Петров');
  await finish.getByLabel('Имя').fill('Иван');
  await finish.getByRole('button', { name: 'Завершить' }).click();
  await expect(finish).toBeHidden();

  await accountButton(page, 'Иван Петров').click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(accountButton(page, 'Войти')).toBeVisible();

  await accountButton(page, 'Войти').click();
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByLabel('Код').fill(await outbox.codeFor(email, 2));
  await expect(codeDialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Завершение регистрации' })).toHaveCount(0);
  await expect(accountButton(page, 'Иван Петров')).toBeVisible();

  // The session is kept across a reload (it lives in HttpOnly cookies).
  await page.reload();
  await expect(accountButton(page, 'Иван Петров')).toBeVisible();
});

test('phone sign-in needs the captcha; closing the finish step keeps empty names', async ({
  page,
  marketUrl,
  outbox,
}) => {
  const digits = `9${String(Date.now()).slice(-9)}`;
  await page.goto(marketUrl('garwin'));
  await accountButton(page, 'Войти').click();
  const signIn = page.getByRole('dialog', { name: SIGN_IN });
  await signIn.getByRole('tab', { name: 'Телефон' }).click();
  const submit = signIn.getByRole('button', { name: 'Получить код' });
  await expect(submit).toBeDisabled();

  await signIn.getByLabel('Номер телефона').fill('99912');
  await signIn.getByLabel('Страна').selectOption('br');
  await expect(signIn.getByLabel('Номер телефона')).toHaveValue('');
  await signIn.getByLabel('Страна').selectOption('ru');
  await signIn.getByLabel('Номер телефона').fill(digits);
  await expect(signIn.getByLabel('Номер телефона')).toHaveValue(/^\(\d{3}\) \d{3}-\d{2}-\d{2}$/);

  // The widget solves its proof of work in the browser.
  await signIn.getByText('Я не робот').click();
  await expect(submit).toBeEnabled();
  await submit.click();

  const codeDialog = page.getByRole('dialog', { name: 'Введите код' });
  await expect(
    codeDialog.getByText(`+7 ***-***-${digits.slice(-4, -2)}-${digits.slice(-2)}`),
  ).toBeVisible();
  await codeDialog.getByLabel('Код').fill(await outbox.codeFor(`7${digits}`));

  const finish = page.getByRole('dialog', { name: 'Завершение регистрации' });
  await expect(finish).toBeVisible();
  await finish.getByRole('button', { name: 'Закрыть' }).click();
  await expect(finish).toBeHidden();
  // Without names the header shows the phone, laid into its country mask.
  await expect(
    accountButton(
      page,
      `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`,
    ),
  ).toBeVisible();
});

test('closing the sign-in modal resets it to the main tab', async ({ page, marketUrl }) => {
  await page.goto(marketUrl('sprout'));
  await waitForApp(page);
  await accountButton(page, 'Войти').click();
  const signIn = page.getByRole('dialog', { name: SIGN_IN });
  // Sprout offers the phone first.
  await expect(signIn.getByRole('tab', { name: 'Телефон' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await signIn.getByRole('tab', { name: 'Почта' }).click();
  await signIn.getByRole('button', { name: 'Закрыть' }).click();
  await expect(signIn).toBeHidden();
  await accountButton(page, 'Войти').click();
  await expect(signIn.getByRole('tab', { name: 'Телефон' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a market with one strategy shows no tabs', async ({ page, marketUrl }) => {
  await page.goto(marketUrl('ipr'));
  await accountButton(page, 'Войти').click();
  const signIn = page.getByRole('dialog', { name: SIGN_IN });
  await expect(signIn.getByLabel('E-mail')).toBeVisible();
  await expect(signIn.getByRole('tab')).toHaveCount(0);
});

test('checkout sends a signed-out visitor home with sign-in open', async ({ page, marketUrl }) => {
  await page.goto(marketUrl('garwin', '/checkout'));
  await expect(page.getByRole('dialog', { name: SIGN_IN })).toBeVisible();
  await expect(page).toHaveURL(marketUrl('garwin', '/'));
});
