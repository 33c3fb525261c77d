import { expect, test, waitForApp } from '../../fixtures/store.ts';
import {
  addContact,
  fillCart,
  ordersCount,
  pickupPoints,
  productsInStock,
  signUp,
  submitButton,
} from './checkout-helpers.ts';

test('a double-clicked submit, and a submit retried after a lost answer, make one order', async ({
  page,
  context,
  request,
  marketUrl,
}) => {
  const origin = marketUrl('garwin');
  await signUp(page, context, request, origin);
  const products = await productsInStock(request, 'garwin', 1, 30);
  await fillCart(
    page,
    products.map((p) => p.id),
  );

  await page.goto(marketUrl('garwin', '/checkout'));
  await waitForApp(page);
  await addContact(page);
  const delivery = page.getByRole('region', { name: 'Способ получения' });
  await delivery.getByRole('tab', { name: 'Самовывоз' }).click();
  const [point] = await pickupPoints(request, 'garwin');
  const radio = delivery.getByRole('radio', { name: new RegExp(point!.title) }).first();
  await radio.click();
  await expect(radio).toBeChecked();
  const payment = page.getByRole('region', { name: 'Способ оплаты' });
  await payment.getByRole('radio', { name: 'Картой онлайн' }).click();
  await expect(submitButton(page)).toBeEnabled();

  // The first submit reaches the API, but its answer is lost on the way back.
  let lost = false;
  await page.route('**/graphql', async (route) => {
    if (!lost && route.request().postData()?.includes('SubmitCheckout')) {
      lost = true;
      // The request reaches the store (by its loopback address: the test runner does not
      // resolve the market's host names), and its answer is dropped.
      const url = new URL(route.request().url());
      await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}`,
        headers: { ...(await route.request().allHeaders()), host: url.host },
      });
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await submitButton(page).click();
  await expect(page.getByText('Не удалось сохранить. Попробуйте ещё раз')).toBeVisible();
  expect(await ordersCount(page, 'garwin')).toBe(1);

  // The buyer presses again, twice in a row: the same attempt, so the first order comes back.
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes('SubmitCheckout')) submits.push(r.postData() ?? '');
  });
  await submitButton(page).dblclick();
  await expect(page).toHaveURL(/\/cabinet\/purchase\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^Заказ № GW-\d+$/ })).toHaveCount(1);
  expect(submits).toHaveLength(1);
  expect(await ordersCount(page, 'garwin')).toBe(1);
});
