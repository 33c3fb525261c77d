import type { Page } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';
import type { PickupPoint, StoreApi } from '../../fixtures/rest.ts';

/** How many orders the signed-in buyer has, as the REST API counts them. */
export async function ordersCount(api: StoreApi): Promise<number> {
  const orders = await api.asBuyer<{ total_size: number }>(
    'GET',
    '/v1/users/me/orders?page_size=50',
  );
  return orders.total_size;
}

/** Saves a new recipient in the checkout's contact form. */
export async function addContact(page: Page): Promise<void> {
  const step = page.getByRole('region', { name: 'Получатель' });
  await step.getByLabel('Имя').fill('Иван Петров');
  await step.getByLabel('Телефон').fill('9111234567');
  await step.getByLabel('E-mail').fill('ivan.petrov@example.com');
  await step.getByRole('button', { name: 'Сохранить получателя' }).click();
  await expect(step.getByRole('radio', { name: /Иван Петров/ })).toBeChecked();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Оформить заказ' });

/** Chooses pickup at a point in the delivery step, by a click or, on a phone, a tap. */
export async function choosePickup(page: Page, point: PickupPoint, press: 'click' | 'tap') {
  const delivery = page.getByRole('region', { name: 'Способ получения' });
  await delivery.getByRole('tab', { name: 'Самовывоз' })[press]();
  const radio = delivery.getByRole('radio', { name: new RegExp(point.title) }).first();
  await radio[press]();
  await expect(radio).toBeChecked();
}
