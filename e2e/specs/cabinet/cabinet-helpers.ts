import type { Page } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';

/** The header's account and customer menu button. */
export const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Аккаунт и контрагент:/ });

/** Invites an address from the users page's form and waits for its confirmation. */
export async function invite(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Пригласить пользователя' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Пригласить' }).click();
  await expect(form.getByText(`Приглашение отправлено на ${email}`)).toBeVisible();
}
