import { expect, test } from '../../fixtures/store.ts';
import { addContact, choosePickup, submitButton } from './checkout-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, market: 'sprout' });

test('on a phone a buyer checks out with pickup and sees the sums under the form', async ({
  signedInPage: page,
  cartWith,
  storeApi,
  visit,
}) => {
  await cartWith(2, { skip: 10 });

  await visit('/checkout', 'sprout');
  await addContact(page);

  const [point] = await storeApi.pickupPoints();
  await choosePickup(page, point!, 'tap');
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
