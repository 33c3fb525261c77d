import { expect, test, waitForApp } from '../../fixtures/store.ts';
import { addContact, submitButton } from './checkout-helpers.ts';

test('a private buyer checks out with courier delivery and a promo code', async ({
  signedInPage: page,
  cartWith,
  visit,
}) => {
  const products = await cartWith(1, { skip: 20, quantity: 2 });

  await visit('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();

  // A contact that breaks the rules of spec section 5 is refused under its fields.
  const contact = page.getByRole('region', { name: 'Получатель' });
  await contact.getByLabel('Имя').fill('Иван Петров');
  await contact.getByLabel('E-mail').fill('ivan@');
  await contact.getByRole('button', { name: 'Сохранить получателя' }).click();
  await expect(contact.getByText('Некорректный формат телефона')).toBeVisible();
  await expect(contact.getByText('Некорректный формат e-mail')).toBeVisible();
  await addContact(page);

  // Courier: the address comes from the suggestions; the search waits for a pause in typing.
  const delivery = page.getByRole('region', { name: 'Способ получения' });
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes('CheckoutAddressSuggestions')) searches.push(r.postData() ?? '');
  });
  await delivery.getByRole('combobox', { name: 'Адрес доставки' }).pressSequentially('Ленина', {
    delay: 40,
  });
  const suggestion = delivery.getByRole('option').first();
  await expect(suggestion).toBeVisible();
  expect(searches).toHaveLength(1);
  await suggestion.click();
  await delivery.getByLabel('Квартира / офис').fill('12');
  await delivery.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(delivery.getByRole('radio', { name: /ул\. Ленина.*кв\.\/офис 12/ })).toBeChecked();

  // The courier variant of the shipment shows its date and cost.
  const shipments = page.getByRole('region', { name: 'Состав и сроки доставки' });
  await expect(shipments.getByRole('radio', { name: /Курьером/ }).first()).toBeChecked();

  const payment = page.getByRole('region', { name: 'Способ оплаты' });
  await expect(payment.getByRole('radio', { name: 'По счёту' })).toHaveCount(0);
  await payment.getByRole('radio', { name: 'При получении' }).click();
  await expect(payment.getByRole('radio', { name: 'При получении' })).toBeChecked();

  const summary = page.getByRole('complementary', { name: 'Итого' });
  const before = await summary.getByTestId('checkout-total').textContent();
  await summary.getByLabel('Промокод').fill('NOSUCHCODE');
  await summary.getByRole('button', { name: 'Применить' }).click();
  await expect(summary.getByText('Такого промокода нет')).toBeVisible();
  await summary.getByLabel('Промокод').fill('sale10');
  await summary.getByRole('button', { name: 'Применить' }).click();
  await expect(summary.getByText('SALE10')).toBeVisible();
  await expect(summary.getByText('Скидка по промокоду')).toBeVisible();
  await expect(summary.getByTestId('checkout-total')).not.toHaveText(before ?? '');

  // Every step was saved on the server: a reload shows the checkout as it was left.
  await page.reload();
  await waitForApp(page);
  await expect(contact.getByRole('radio', { name: /Иван Петров/ })).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'При получении' })).toBeChecked();
  await expect(summary.getByText('SALE10')).toBeVisible();

  await summary.getByLabel('Комментарий к заказу').fill('Позвонить за час');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/cabinet\/purchase\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^Заказ № GW-\d+$/ })).toBeVisible();
  await expect(page.getByText('Оплата при получении. Ждите сообщения о доставке.')).toBeVisible();

  const purchases = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry) => !!(entry as { ecommerce?: { purchase?: unknown } }).ecommerce?.purchase,
    ),
  );
  expect(purchases).toEqual([
    {
      ecommerce: {
        currencyCode: 'RUB',
        purchase: expect.objectContaining({
          products: [expect.objectContaining({ id: products[0]!.id, quantity: 2 })],
        }),
      },
    },
  ]);
});
