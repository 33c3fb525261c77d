import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';

interface OutboxMessage {
  text: string;
}

const INVITATION_LINK = /\/cabinet\/invitations\/([\w-]+)/;

async function outbox(request: APIRequestContext, identity: string): Promise<OutboxMessage[]> {
  const response = await request.get(
    `http://127.0.0.1:${ports.api}/_dev/outbox?user_identity=${encodeURIComponent(identity)}`,
  );
  return (await response.json()) as OutboxMessage[];
}

/** The newest one-time code sent to an e-mail (invitation letters to it are skipped). */
export async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(request, email);
      const letter = messages.find((m) => !INVITATION_LINK.test(m.text));
      code = /\b(\d{4})\b/.exec(letter?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** The token of the newest invitation e-mailed to an address. */
export async function invitationTokenFor(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const messages = await outbox(request, email);
      const letter = messages.find((m) => INVITATION_LINK.test(m.text));
      token = INVITATION_LINK.exec(letter?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

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
