import { expect, test, waitForApp } from '../../fixtures/store.ts';
import {
  addContact,
  fillCart,
  pickupPoints,
  productsInStock,
  signUp,
  submitButton,
} from './checkout-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone a buyer checks out with pickup and sees the sums under the form', async ({
  page,
  context,
  request,
  marketUrl,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout is its own journey');
  const origin = marketUrl('sprout');
  await signUp(page, context, request, origin);
  const products = await productsInStock(request, 'sprout', 2, 10);
  await fillCart(
    page,
    products.map((p) => p.id),
  );

  await page.goto(marketUrl('sprout', '/checkout'));
  await waitForApp(page);
  await addContact(page);

  const delivery = page.getByRole('region', { name: 'Способ получения' });
  await delivery.getByRole('tab', { name: 'Самовывоз' }).tap();
  const [point] = await pickupPoints(request, 'sprout');
  const radio = delivery.getByRole('radio', { name: new RegExp(point!.title) }).first();
  await radio.tap();
  await expect(radio).toBeChecked();
  await page
    .getByRole('region', { name: 'Способ оплаты' })
    .getByRole('radio', { name: 'СБП' })
    .tap();

  // The sums follow the form on a phone instead of standing beside it; the page never scrolls
  // sideways.
  const summary = page.getByRole('complementary', { name: 'Итого' });
  const form = page.getByRole('region', { name: 'Состав и сроки доставки' });
  const [formBox, summaryBox] = [await form.boundingBox(), await summary.boundingBox()];
  expect(summaryBox!.y).toBeGreaterThan(formBox!.y + formBox!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await submitButton(page).tap();
  await expect(page).toHaveURL(/\/cabinet\/purchase\/[\w-]+$/);
  await expect(
    page.getByText('Оплатите заказ онлайн — после оплаты мы начнём его собирать.').first(),
  ).toBeVisible();
});
