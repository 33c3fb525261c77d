import { expect, test, waitForApp } from '../../fixtures/store.ts';
import { addContact, escapeRegExp, submitButton } from './checkout-helpers.ts';

test('a company buyer with a cost centre picks a pickup point on the map and pays by invoice', async ({
  page,
  shopper,
  cartWith,
  storeApi,
  visit,
}) => {
  await shopper.buyForCompany();
  await cartWith(1, { skip: 25 });

  await visit('/checkout');
  await addContact(page);

  // Pickup: the points are a list and markers on the map; a marker chooses its point.
  const delivery = page.getByRole('region', { name: 'Способ получения' });
  await delivery.getByRole('tab', { name: 'Самовывоз' }).click();
  const list = delivery.getByRole('radiogroup', { name: 'Пункты выдачи' });
  await expect(list.getByRole('radio').first()).toBeVisible();
  const map = delivery.getByRole('region', { name: 'Карта пунктов выдачи' });
  // The tiles cannot load here (no network); the markers and the list still work.
  const [, point] = await storeApi.pickupPoints();
  const name = `${point!.title}, ${point!.location.postal_address}`;
  await map.getByRole('button', { name }).click();
  const chosen = list.getByRole('radio', {
    name: new RegExp(escapeRegExp(point!.location.postal_address)),
  });
  await expect(chosen).toBeChecked();

  const shipments = page.getByRole('region', { name: 'Состав и сроки доставки' });
  await expect(shipments.getByRole('radio', { name: /Самовывоз/ }).first()).toBeChecked();

  // A company's order is charged to a cost centre; submit waits for it.
  const summary = page.getByRole('complementary', { name: 'Итого' });
  await expect(summary.getByText('Выберите центр затрат')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Центр затрат' })
    .selectOption({ label: 'Производство — Инструмент и расходные материалы для цехов' });
  await expect(summary.getByText('Выберите центр затрат')).toBeHidden();

  const payment = page.getByRole('region', { name: 'Способ оплаты' });
  await payment.getByRole('radio', { name: 'По счёту' }).click();
  await expect(payment.getByRole('radio', { name: 'По счёту' })).toBeChecked();

  // The choices survive a reload.
  await page.reload();
  await waitForApp(page);
  await expect(chosen).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Центр затрат' })).toHaveValue(/.+/);

  await submitButton(page).click();
  await expect(page).toHaveURL(/\/cabinet\/purchase\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^Заказ № GW-\d+$/ })).toBeVisible();
  await expect(page.getByText('По счёту')).toBeVisible();
  await expect(
    page.getByText('Скачайте счёт и оплатите его — заказ соберём после поступления оплаты.'),
  ).toBeVisible();
});
