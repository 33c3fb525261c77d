import { expect, test, waitForApp } from '../../fixtures/store.ts';

test('an order is paid online: a declined card, then a card that succeeds', async ({
  page,
  placeOrder,
  marketUrl,
  visit,
}) => {
  const order = await placeOrder('PAYMENT_METHOD_CARD_ONLINE');

  // The order waits for its payment; the purchase page offers to pay it.
  await page.goto(marketUrl('garwin', `/cabinet/orders/${order.id}`));
  await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(page.getByText('Ожидает оплаты', { exact: true })).toBeVisible();
  await expect(page.getByText('Не оплачен', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оплатить онлайн' })).toBeVisible();
  await visit(`/cabinet/purchase/${order.purchaseId}`);
  await page.getByRole('button', { name: `Оплатить заказ № ${order.number}` }).click();

  // The test acquirer's card page: a card the bank declines.
  await expect(page.getByRole('heading', { name: `Оплата заказа ${order.number}` })).toBeVisible();
  await page.getByLabel('Номер карты').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/cabinet\/payment\/[\w-]+$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await expect(page.getByText(/Карта отклонена банком/)).toBeVisible();

  await page.getByRole('button', { name: 'Оплатить ещё раз' }).click();
  await expect(page.getByRole('heading', { name: `Оплата заказа ${order.number}` })).toBeVisible();
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await waitForApp(page);
  await page.getByRole('link', { name: 'Вернуться к заказу' }).click();
  await expect(page).toHaveURL(new RegExp(`/cabinet/orders/${order.id}$`));
  await expect(page.getByText('Оплачен', { exact: true })).toBeVisible();
  await expect(page.getByText('Оплачен полностью')).toBeVisible();
  await expect(page.getByTestId('order-due')).toHaveText(/^0\s₽$/);
  await expect(page.getByRole('button', { name: 'Оплатить онлайн' })).toHaveCount(0);
});

test('an order paid in another tab shows as paid when its first tab tries to pay it', async ({
  page,
  context,
  placeOrder,
  marketUrl,
}) => {
  const order = await placeOrder('PAYMENT_METHOD_CARD_ONLINE');
  const orderUrl = marketUrl('garwin', `/cabinet/orders/${order.id}`);
  await page.goto(orderUrl);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Оплатить онлайн' })).toBeVisible();

  // The same order paid in a second tab.
  const other = await context.newPage();
  await other.goto(orderUrl);
  await waitForApp(other);
  await other.getByRole('button', { name: 'Оплатить онлайн' }).click();
  await expect(other.getByRole('heading', { name: `Оплата заказа ${order.number}` })).toBeVisible();
  await other.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await other.getByRole('button', { name: 'Оплатить' }).click();
  await expect(other.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await other.close();

  // The first tab still offers to pay; trying shows the order as it is now, without a reload.
  await page.getByRole('button', { name: 'Оплатить онлайн' }).click();
  await expect(page.getByText('Оплачен полностью')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оплатить онлайн' })).toHaveCount(0);
  await expect(page).toHaveURL(orderUrl);
});
