import { test, expect } from '../../fixtures/store.ts';
import { cartMutation } from './cart-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, visitor: 'returning' });

test('on a phone the tab bar counts the cart and the cart page changes quantities', async ({
  page,
  cartWith,
  marketUrl,
  visit,
}) => {
  const [product] = await cartWith(1, { skip: 15 });
  await visit();

  const tabs = page.getByRole('navigation', { name: 'Мобильная навигация' });
  await expect(tabs.getByLabel('1 товар в корзине')).toBeVisible();
  await tabs.getByRole('link', { name: /Корзина/ }).click();
  await expect(page).toHaveURL(marketUrl('garwin', '/cart'));

  const line = page.getByRole('listitem').filter({ hasText: product!.title });
  await expect(line).toBeVisible();
  const update = cartMutation(page, 'UpdateCartItemQuantity');
  await line.getByRole('button', { name: `Больше: ${product!.title}` }).tap();
  await update;
  await expect(line.getByLabel(`Количество в корзине: ${product!.title}`)).toHaveValue('2');
  await expect(page.getByRole('complementary', { name: 'Итого' })).toContainText('2\u00a0шт.');
  // Nothing sticks out sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
