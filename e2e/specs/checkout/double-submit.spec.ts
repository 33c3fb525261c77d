import { expect, test } from '../../fixtures/store.ts';
import { addContact, choosePickup, ordersCount, submitButton } from './checkout-helpers.ts';

test('a double-clicked submit, and a submit retried after a lost answer, make one order', async ({
  signedInPage: page,
  cartWith,
  storeApi,
  visit,
}) => {
  await cartWith(1, { skip: 30 });

  await visit('/checkout');
  await addContact(page);
  const [point] = await storeApi.pickupPoints();
  await choosePickup(page, point!, 'click');
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
  expect(await ordersCount(storeApi)).toBe(1);

  // The buyer presses again, twice in a row: the same attempt, so the first order comes back.
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes('SubmitCheckout')) submits.push(r.postData() ?? '');
  });
  await submitButton(page).dblclick();
  await expect(page).toHaveURL(/\/cabinet\/purchase\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^Заказ № GW-\d+$/ })).toHaveCount(1);
  expect(submits).toHaveLength(1);
  expect(await ordersCount(storeApi)).toBe(1);
});
