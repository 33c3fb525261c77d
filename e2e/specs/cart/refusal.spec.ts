import { test, expect } from '../../fixtures/store.ts';
import { cartMutation } from './cart-helpers.ts';

test.use({ visitor: 'returning' });

test('a product sold out after its page opened is refused, and the snackbar says why', async ({
  page,
  storeApi,
  visit,
}) => {
  const [product] = await storeApi.productsInStock(1, 45);
  await visit(`/tovar/${product!.slug}`, 'garwin');
  await storeApi.importPrices([{ sku: product!.sku, stock: 0 }]);

  const refused = cartMutation(page, 'AddToCart');
  await page.getByRole('button', { name: `В корзину: ${product!.title}` }).click();
  await refused;
  const snackbar = page.getByRole('status').filter({ hasText: 'Товар недоступен для заказа' });
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Закрыть' }).click();
  await expect(snackbar).toHaveCount(0);
});
