import { test, expect } from '../../fixtures/store.ts';
import { addContact } from '../checkout/checkout-helpers.ts';
import { expectNoSeriousViolations } from './axe-helpers.ts';

test('the cart, the checkout and the cabinet have no serious accessibility violation', async ({
  page,
  shopper,
  cartWith,
  visit,
}) => {
  test.setTimeout(120_000);
  await shopper.buyForCompany();
  await cartWith(2, { skip: 30 });

  await visit('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'cart');

  await visit('/checkout');
  await addContact(page);
  await expectNoSeriousViolations(page, 'checkout');

  for (const path of [
    '/cabinet/profile',
    '/cabinet/orders',
    '/cabinet/companies',
    '/cabinet/users',
  ]) {
    await visit(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});
