import { test, expect, waitForApp } from '../../fixtures/store.ts';
import {
  addContact,
  buyForCompany,
  fillCart,
  productsInStock,
  signUp,
} from '../checkout/checkout-helpers.ts';
import { expectNoSeriousViolations, returningVisitor } from './axe-helpers.ts';

test('the cart, the checkout and the cabinet have no serious accessibility violation', async ({
  page,
  context,
  request,
  marketUrl,
}) => {
  test.setTimeout(120_000);
  const origin = marketUrl('garwin');
  await returningVisitor(context, origin);
  await signUp(page, context, request, origin);
  await buyForCompany(page);
  const products = await productsInStock(request, 'garwin', 2, 30);
  await fillCart(
    page,
    products.map((p) => p.id),
  );

  await page.goto(marketUrl('garwin', '/cart'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'cart');

  await page.goto(marketUrl('garwin', '/checkout'));
  await waitForApp(page);
  await addContact(page);
  await expectNoSeriousViolations(page, 'checkout');

  for (const path of [
    '/cabinet/profile',
    '/cabinet/orders',
    '/cabinet/companies',
    '/cabinet/users',
  ]) {
    await page.goto(marketUrl('garwin', path));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});
