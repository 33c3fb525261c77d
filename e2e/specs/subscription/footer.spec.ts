import type { Request } from '@playwright/test';
import { test, expect, uniqueEmail } from '../../fixtures/store.ts';

const SECTION = 'Подписка на рассылку';

interface GraphQLCall {
  operationName?: string;
  variables?: Record<string, unknown>;
}

const graphQLCall = (request: Request) => request.postDataJSON() as GraphQLCall | null;

test('subscribe from the garwin footer: a bad address is refused, a good one subscribed', async ({
  page,
  marketUrl,
}) => {
  await page.goto(marketUrl('garwin'));
  const section = page.getByRole('contentinfo').getByRole('region', { name: SECTION });
  const email = section.getByRole('textbox', { name: 'E-mail' });
  const send = section.getByRole('button', { name: 'Подписаться' });

  await email.fill('ivan@example');
  await send.click();
  await expect(section.getByRole('alert')).toHaveText('Некорректный формат e-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(uniqueEmail('footer'));
  await expect(section.getByRole('alert')).toBeHidden();
  await send.click();
  await expect(section.getByRole('status')).toHaveText('Вы подписались на рассылку');
  await expect(email).toBeHidden();
});

test('markets other than garwin have no subscription section', async ({ page, marketUrl }) => {
  await page.goto(marketUrl('sprout'));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('region', { name: SECTION })).toHaveCount(0);
});

test('an e-mail sign-in with the newsletter box ticked subscribes the address', async ({
  page,
  marketUrl,
  outbox,
}) => {
  const address = uniqueEmail('newsletter');
  await page.goto(marketUrl('garwin', '/?openAuth=true'));
  const signIn = page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' });
  await signIn.getByLabel('E-mail').fill(address);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Введите код' });
  await expect(codeDialog.getByRole('checkbox', { name: /новости/ })).toBeChecked();

  const subscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      graphQLCall(response.request())?.operationName === 'Subscribe',
  );
  await codeDialog.getByLabel('Код').fill(await outbox.codeFor(address));
  const response = await subscribed;
  expect(graphQLCall(response.request())?.variables?.['input']).toEqual({
    email: address,
    source: 'SIGN_IN',
  });
  expect(await response.json()).toMatchObject({
    data: { subscribe: { ok: true, userErrors: [] } },
  });
  await expect(page.getByRole('dialog', { name: 'Завершение регистрации' })).toBeVisible();
});
