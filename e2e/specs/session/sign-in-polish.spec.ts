import type { Page } from '@playwright/test';
import { test, expect, waitForApp, uniqueEmail } from '../../fixtures/store.ts';

const SIGN_IN = 'Войдите или зарегистрируйтесь';
const NEWSLETTER = /новости/;

const accountButton = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name });

async function openSignIn(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
  await accountButton(page, 'Войти').click();
  return page.getByRole('dialog', { name: SIGN_IN });
}

/** A phone number no other run has used, as its ten national digits. */
const uniqueDigits = () => `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

test('a full phone pasted or autofilled keeps its digits whatever its prefix', async ({
  page,
  marketUrl,
}) => {
  const signIn = await openSignIn(page, marketUrl('garwin'));
  await signIn.getByRole('tab', { name: 'Телефон' }).click();
  const phone = signIn.getByLabel('Номер телефона');
  for (const pasted of ['+7 (999) 123-45-67', '89991234567', '7 999 123 45 67', '9991234567']) {
    await phone.fill(pasted);
    await expect(phone).toHaveValue('(999) 123-45-67');
  }
  await phone.fill('+375 29 071-98-09');
  await expect(signIn.getByLabel('Страна')).toHaveValue('br');
  await expect(phone).toHaveValue('(29) 071-98-09');
});

test('after closing the code modal the shopper goes back to the code already sent', async ({
  page,
  marketUrl,
  outbox,
}) => {
  const email = uniqueEmail('again');
  const signIn = await openSignIn(page, marketUrl('garwin'));
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Введите код' });
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByRole('button', { name: 'Закрыть' }).click();

  await accountButton(page, 'Войти').click();
  await signIn.getByRole('button', { name: /^Ввести код, отправленный на / }).click();
  await expect(codeDialog.getByText(/@example\.com/)).toBeVisible();
  await codeDialog.getByLabel('Код').fill(await outbox.codeFor(email));
  await expect(page.getByRole('dialog', { name: 'Завершение регистрации' })).toBeVisible();
});

test('the newsletter box shows only where it subscribes: an e-mail on a market with one', async ({
  page,
  marketUrl,
}) => {
  const signIn = await openSignIn(page, marketUrl('sprout'));
  await signIn.getByRole('tab', { name: 'Почта' }).click();
  await signIn.getByLabel('E-mail').fill(uniqueEmail('sprout'));
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Введите код' });
  await expect(codeDialog.getByText(/@example\.com/)).toBeVisible();
  await expect(codeDialog.getByRole('checkbox', { name: NEWSLETTER })).toHaveCount(0);

  const garwin = await openSignIn(page, marketUrl('garwin'));
  await garwin.getByRole('tab', { name: 'Телефон' }).click();
  await garwin.getByLabel('Номер телефона').fill(uniqueDigits());
  await garwin.getByText('Я не робот').click();
  await garwin.getByRole('button', { name: 'Получить код' }).click();
  await expect(codeDialog.getByText(/\+7 \*\*\*/)).toBeVisible();
  await expect(codeDialog.getByRole('checkbox', { name: NEWSLETTER })).toHaveCount(0);
});

test('a rejected captcha at resend says so and offers a new challenge', async ({
  page,
  marketUrl,
}) => {
  const signIn = await openSignIn(page, marketUrl('garwin'));
  await signIn.getByRole('tab', { name: 'Телефон' }).click();
  await signIn.getByLabel('Номер телефона').fill(uniqueDigits());
  await signIn.getByText('Я не робот').click();
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Введите код' });
  const resend = codeDialog.getByRole('button', { name: 'Получить код повторно' });
  await expect(resend).toBeVisible();

  // The solution is spent elsewhere first (a solution is accepted once), so the API rejects it.
  await codeDialog.getByText('Я не робот').click();
  await expect(resend).toBeEnabled();
  const solution = await codeDialog.locator('input[name="altcha"]').inputValue();
  const spent = await page.evaluate(
    async ({ captcha, userIdentity }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation Spend($input: RequestOtpInput!) { requestOtp(input: $input) { retryTimeout } }',
          variables: { input: { transport: 'SMS', userIdentity, captcha } },
        }),
      });
      return response.ok;
    },
    { captcha: solution, userIdentity: `7${uniqueDigits()}` },
  );
  expect(spent).toBe(true);

  await resend.click();
  await expect(codeDialog.getByText('Проверка не пройдена, пройдите её ещё раз')).toBeVisible();
  await expect(resend).toBeDisabled();
  await codeDialog.getByText('Я не робот').click();
  await expect(resend).toBeEnabled();
});
