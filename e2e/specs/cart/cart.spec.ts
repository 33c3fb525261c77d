import { test, expect, waitForApp } from '../../fixtures/store.ts';
import { storeGql } from '../../fixtures/sign-in.ts';
import { cartMutation, firstAddableCard, headerCart } from './cart-helpers.ts';

test.use({ visitor: 'returning' });

const BUYER = { first: 'Анна', last: 'Покупатель' };

test('add from a listing and from a product page; the header counts the lines', async ({
  page,
  browser,
  context,
  marketUrl,
  visit,
}) => {
  await visit('/catalog', 'garwin');
  await expect(headerCart(page)).toHaveAccessibleName('Корзина');

  const { card, title } = await firstAddableCard(page);
  const added = cartMutation(page, 'AddToCart');
  await card.getByRole('button', { name: `В корзину: ${title}` }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);
  await added;
  // Once in the cart, the button is a stepper.
  await expect(card.getByLabel(`Количество в корзине: ${title}`)).toHaveValue('1');

  // Another product from its own page.
  const other = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^В корзину:/ }) })
    .first();
  const otherTitle = (await other.getAttribute('aria-label')) ?? '';
  await other.getByRole('link', { name: otherTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
  await page.getByRole('button', { name: `В корзину: ${otherTitle}` }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 2 товара, /);
  await expect(page.getByLabel(`Количество в корзине: ${otherTitle}`)).toHaveValue('1');

  // The count is part of the server's page: without scripts the link already tells it.
  const serverOnly = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const serverPage = await serverOnly.newPage();
  await serverPage.goto(marketUrl('garwin', '/'));
  await expect(headerCart(serverPage)).toHaveAccessibleName(/^Корзина: 2 товара, /);
  await serverOnly.close();
});

test('a double click on «В корзину» puts one piece in the cart', async ({ page, visit }) => {
  await visit('/catalog', 'garwin');
  const { card, title } = await firstAddableCard(page);
  const quantity = card.getByLabel(`Количество в корзине: ${title}`);
  const added = cartMutation(page, 'AddToCart');
  await card.getByRole('button', { name: `В корзину: ${title}` }).dblclick();
  await added;
  await expect(quantity).toHaveValue('1');
  // A deliberate press of «+» right after counts once: the cart is sent 2, not 3.
  const updated = cartMutation(page, 'UpdateCartItemQuantity');
  await card.getByRole('button', { name: `Больше: ${title}` }).click();
  const sent = (await updated).request().postDataJSON() as {
    variables: { input: { quantity: number } };
  };
  expect(sent.variables.input.quantity).toBe(2);
  await expect(quantity).toHaveValue('2');
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);

  await page.reload();
  await waitForApp(page);
  await expect(quantity).toHaveValue('2');
});

test('a second press of «В корзину» while the first is on its way adds nothing more', async ({
  page,
  visit,
}) => {
  await visit('/catalog', 'garwin');
  // The store answers the add slowly.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('mutation AddToCart'))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const adds: string[] = [];
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('mutation AddToCart')) adds.push(request.url());
  });
  const { card, title } = await firstAddableCard(page);
  const button = card.getByRole('button', { name: `В корзину: ${title}` });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await button.click();
  await expect(card.getByLabel(`Количество в корзине: ${title}`)).toHaveValue('1');
  expect(adds).toHaveLength(1);
  await page.reload();
  await waitForApp(page);
  await expect(
    page.getByRole('article', { name: title }).getByLabel(`Количество в корзине: ${title}`),
  ).toHaveValue('1');
});

test('an add or a change the store does not make is said, and the cart stays as it was', async ({
  page,
  visit,
}) => {
  await visit('/catalog', 'garwin');
  const { card, title } = await firstAddableCard(page);
  const addButton = card.getByRole('button', { name: `В корзину: ${title}` });
  // The store does not answer in time: the BFF says its service is unavailable.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('mutation AddToCart'))
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            {
              message: 'Сервис временно недоступен, попробуйте позже',
              extensions: { code: 'UPSTREAM_UNAVAILABLE' },
            },
          ],
        }),
      });
    else await route.continue();
  });
  await addButton.click();
  await expect(
    page.getByText('Не удалось добавить товар в корзину. Попробуйте ещё раз.'),
  ).toBeVisible();
  await expect(addButton).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Корзина');

  // Once the store answers again, the same press adds the product.
  await page.unrouteAll({ behavior: 'wait' });
  const added = cartMutation(page, 'AddToCart');
  await addButton.click();
  await added;
  const quantity = card.getByLabel(`Количество в корзине: ${title}`);
  await expect(quantity).toHaveValue('1');

  // A step the store cannot take (the connection drops) goes back to what the cart holds.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('mutation UpdateCartItemQuantity'))
      await route.abort('connectionreset');
    else await route.continue();
  });
  await card.getByRole('button', { name: `Больше: ${title}` }).click();
  await expect(page.getByText('Не удалось изменить корзину. Попробуйте ещё раз.')).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);
});

test("another tab's cart follows: the header's count and the cart page's lines", async ({
  page,
  context,
  visit,
  marketUrl,
}) => {
  await visit('/catalog', 'garwin');
  const other = await context.newPage();
  await other.goto(marketUrl('garwin', '/cart'));
  await waitForApp(other);
  await expect(headerCart(other)).toHaveAccessibleName('Корзина');

  const { title } = await firstAddableCard(page);
  await page.getByRole('button', { name: `В корзину: ${title}` }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);
  await expect(headerCart(other)).toHaveAccessibleName(/^Корзина: 1 товар, /);
  await expect(other.getByLabel(`Количество в корзине: ${title}`)).toHaveValue('1');

  // And back: a change on the cart page reaches the listing's stepper.
  await other.getByRole('button', { name: `Больше: ${title}` }).click();
  await expect(page.getByLabel(`Количество в корзине: ${title}`)).toHaveValue('2');
  await other.close();
});

test('a quantity stepped just before a reload or a link is kept', async ({
  page,
  cartWith,
  visit,
}) => {
  const [line] = await cartWith(1);
  const title = line!.title;
  const inCart = async () => {
    const { cart } = await storeGql<{ cart: { availableItems: { quantity: number }[] } }>(
      page,
      '{ cart { availableItems { quantity } } }',
    );
    return cart.availableItems[0]?.quantity;
  };
  await visit('/cart', 'garwin');
  const quantity = page.getByLabel(`Количество в корзине: ${title}`);
  await expect(quantity).toHaveValue('1');
  // Reloaded within the pause after which a step is sent.
  await page.getByRole('button', { name: `Больше: ${title}` }).click();
  await page.reload();
  await waitForApp(page);
  await expect.poll(inCart).toBe(2);

  // A link of the app followed within the pause: the product's own page.
  await page.getByRole('button', { name: `Больше: ${title}` }).click();
  await page.getByRole('main').getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(inCart).toBe(3);
});

test('change a quantity, type one, and remove an item on the cart page', async ({
  page,
  cartWith,
  marketUrl,
  visit,
}) => {
  const [first, second] = await cartWith(2, { skip: 5 });
  await visit('/cart', 'garwin');
  await expect(page.getByRole('heading', { level: 1, name: /Корзина/ })).toBeVisible();

  const line = page.getByRole('listitem').filter({ hasText: first!.title });
  const quantity = line.getByLabel(`Количество в корзине: ${first!.title}`);
  await expect(quantity).toHaveValue('1');
  let update = cartMutation(page, 'UpdateCartItemQuantity');
  await line.getByRole('button', { name: `Больше: ${first!.title}` }).click();
  await update;
  await expect(quantity).toHaveValue('2');

  // A typed quantity is sent once, after the typing rests.
  const sent: string[] = [];
  page.on('request', (r) => {
    if ((r.postData() ?? '').includes('mutation UpdateCartItemQuantity')) sent.push(r.postData()!);
  });
  update = cartMutation(page, 'UpdateCartItemQuantity');
  await quantity.fill('7');
  await update;
  await quantity.blur();
  const total = (first!.user_price * 7 + second!.user_price).toLocaleString('ru-RU');
  await expect(page.getByTestId('cart-total')).toHaveText(new RegExp(total.replace(/\s/g, '\\s')));
  expect(sent).toHaveLength(1);

  const removed = cartMutation(page, 'RemoveFromCart');
  await page.getByRole('button', { name: `Удалить: ${second!.title}` }).click();
  await removed;
  await expect(page.getByRole('listitem').filter({ hasText: second!.title })).toHaveCount(0);
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);

  await page.getByRole('button', { name: `Удалить: ${first!.title}` }).click();
  await expect(page.getByText('В корзине пока пусто')).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в каталог' }).click();
  await expect(page).toHaveURL(marketUrl('garwin', '/catalog'));
});

test('a price change from the import shows as changed and is approved; a sold-out item is greyed', async ({
  page,
  cartWith,
  storeApi,
  visit,
}) => {
  const [rising] = await cartWith(1, { skip: 40, quantity: 2 });
  const [soldOut] = await cartWith(1, { skip: 41 });
  await storeApi.importPrices([
    { sku: rising!.sku, price: rising!.user_price + 100 },
    { sku: soldOut!.sku, stock: 0 },
  ]);

  await visit('/cart', 'garwin');
  const changed = page.getByRole('region', { name: 'Изменились цены' });
  const line = changed.getByRole('listitem').filter({ hasText: rising!.title });
  await expect(line).toBeVisible();
  await expect(line.getByText('Подорожание')).toBeAttached();
  await expect(line.getByText(/\+100\s₽/)).toBeVisible();
  await expect(
    page.getByText('Согласуйте новые цены, чтобы оформить заказ.').first(),
  ).toBeVisible();

  const unavailable = page.getByRole('region', { name: 'Недоступны для заказа' });
  await expect(unavailable.getByRole('listitem').filter({ hasText: soldOut!.title })).toBeVisible();
  await expect(unavailable.getByText('Нет в наличии')).toBeVisible();

  await page.getByRole('button', { name: 'Согласовать новые цены' }).click();
  await expect(changed).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Товары в наличии' })
      .getByRole('listitem')
      .filter({ hasText: rising!.title }),
  ).toBeVisible();

  await unavailable.getByRole('button', { name: 'Удалить недоступные' }).click();
  await expect(unavailable).toHaveCount(0);
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);
});

test("a visitor's cart survives sign-in", async ({
  page,
  storeApi,
  marketUrl,
  registerInModal,
  visit,
}) => {
  const [product] = await storeApi.productsInStock(1, 10);
  await visit(`/tovar/${product!.slug}`, 'garwin');
  await page.getByRole('button', { name: `В корзину: ${product!.title}` }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);

  await visit('/cart', 'garwin');
  await page.getByRole('button', { name: 'Войти и оформить' }).click();
  await registerInModal(BUYER);
  // Signed in, the checkout follows; the cart kept the visitor's line.
  await expect(page).toHaveURL(marketUrl('garwin', '/checkout'));
  await page.goto(marketUrl('garwin', '/cart'));
  await expect(page.getByRole('listitem').filter({ hasText: product!.title })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);
});

test('on a market that needs sign-in, a visitor signs in first and the product is then in the cart', async ({
  page,
  storeApi,
  registerInModal,
  visit,
}) => {
  const [product] = await storeApi.on('sprout').productsInStock(1, 3);
  await visit(`/tovar/${product!.slug}`, 'sprout');
  await page.getByRole('button', { name: `В корзину: ${product!.title}` }).click();
  await registerInModal(BUYER);
  await expect(page.getByLabel(`Количество в корзине: ${product!.title}`)).toHaveValue('1');
  await expect(headerCart(page)).toHaveAccessibleName(/^Корзина: 1 товар, /);
});

test('quick order adds the known articles and says which line was not added', async ({
  page,
  storeApi,
  visit,
}) => {
  const [known] = await storeApi.productsInStock(1, 20);
  await visit('/cart', 'garwin');
  await page.getByLabel('Артикулы и количество').fill(`${known!.sku} 3\nNO-SUCH-ARTICLE 1`);
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(page.getByText('Добавлено строк: 1')).toBeVisible();
  await expect(page.getByText('NO-SUCH-ARTICLE 1 — артикул не найден')).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: known!.title });
  await expect(line.getByLabel(`Количество в корзине: ${known!.title}`)).toHaveValue('3');
});
