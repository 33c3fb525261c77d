import { expect, test, waitForApp } from '../../fixtures/store.ts';

test('the order list filters by status group with counts', async ({ page, placeOrder, visit }) => {
  const online = await placeOrder('PAYMENT_METHOD_CARD_ONLINE');
  const onReceipt = await placeOrder('PAYMENT_METHOD_ON_RECEIPT', 1);

  await visit('/cabinet/orders');
  const filter = page.getByRole('navigation', { name: 'Статус заказа' });
  await expect(filter.getByRole('link', { name: 'Все 2' })).toHaveAttribute('aria-current', 'true');
  await expect(filter.getByRole('link', { name: 'В работе 1' })).toBeVisible();
  await expect(filter.getByRole('link', { name: 'Завершённые 0' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Заказы' }).getByRole('listitem');
  await expect(orders).toHaveCount(2);

  await filter.getByRole('link', { name: 'Ожидают оплаты 1' }).click();
  await expect(page).toHaveURL(/\?status=awaiting_payment$/);
  await expect(orders).toHaveCount(1);
  await expect(orders.getByRole('link', { name: `Заказ № ${online.number}` })).toBeVisible();
  await expect(orders.getByText('Ожидает оплаты', { exact: true })).toBeVisible();

  await filter.getByRole('link', { name: 'В работе 1' }).click();
  await expect(orders).toHaveCount(1);
  await expect(orders.getByRole('link', { name: `Заказ № ${onReceipt.number}` })).toBeVisible();

  await filter.getByRole('link', { name: 'Отменённые 0' }).click();
  await expect(page.getByText('Нет заказов в разделе «Отменённые».')).toBeVisible();
});

test('a status change from the back office shows in the order with its tracking link', async ({
  page,
  placeOrder,
  storeApi,
  marketUrl,
}) => {
  const order = await placeOrder('PAYMENT_METHOD_ON_RECEIPT');

  await page.goto(marketUrl('garwin', `/cabinet/orders/${order.id}`));
  await expect(page.getByText('Новый', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Отслеживание' })).toHaveCount(0);

  await storeApi.updateOrders([
    { order_number: order.number, status: 'ASSEMBLING' },
    {
      order_number: order.number,
      status: 'SHIPPED',
      tracking: [
        {
          number: '1234567890',
          url: 'https://www.cdek.ru/ru/tracking?order_id=1234567890',
          provider_title: 'СДЭК',
        },
      ],
    },
  ]);

  await page.reload();
  await expect(page.getByText('Передан в доставку', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Отслеживание' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1234567890' })).toHaveAttribute(
    'href',
    'https://www.cdek.ru/ru/tracking?order_id=1234567890',
  );
  await expect(page.getByText('СДЭК:')).toBeVisible();

  await page.goto(marketUrl('garwin', '/cabinet/orders?status=active'));
  await expect(page.getByText('Передан в доставку', { exact: true })).toBeVisible();

  // «Повторить заказ» puts the order's goods back in the cart.
  await page.getByRole('link', { name: `Заказ № ${order.number}` }).click();
  await waitForApp(page);
  const title = await page
    .getByRole('list', { name: 'Товары заказа' })
    .getByRole('link')
    .first()
    .textContent();
  await page.getByRole('button', { name: 'Повторить заказ' }).click();
  await expect(page.getByText('Товары добавлены в корзину.')).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page
      .getByRole('main')
      .getByText(title ?? '')
      .first(),
  ).toBeVisible();
});
