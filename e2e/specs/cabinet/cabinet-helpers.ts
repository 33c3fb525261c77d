import type { APIRequestContext, Page } from '@playwright/test';
import { codeFor } from '../../fixtures/outbox.ts';
import { expect } from '../../fixtures/store.ts';

export { codeFor, invitationTokenFor, uniqueEmail } from '../../fixtures/outbox.ts';

/**
 * Registers a new user by e-mail in the sign-in modal that is already open, and finishes the
 * registration with the given names.
 */
export async function registerInOpenModal(
  page: Page,
  request: APIRequestContext,
  email: string,
  names: { first: string; last: string },
): Promise<void> {
  const signIn = page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' });
  await expect(signIn).toBeVisible();
  const emailTab = signIn.getByRole('tab', { name: 'Почта' });
  if (await emailTab.count()) await emailTab.click();
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  await page
    .getByRole('dialog', { name: 'Введите код' })
    .getByLabel('Код')
    .fill(await codeFor(request, email));
  const finish = page.getByRole('dialog', { name: 'Завершение регистрации' });
  await finish.getByLabel('Фамилия').fill(names.last);
  await finish.getByLabel('Имя').fill(names.first);
  await finish.getByRole('button', { name: 'Завершить' }).click();
  await expect(finish).toBeHidden();
}

/** The header's account and customer menu button. */
export const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Аккаунт и контрагент:/ });
