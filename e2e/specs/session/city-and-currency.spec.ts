import { test, expect } from '../../fixtures/store.ts';

test('the detected city is offered, another one chosen and kept after reload', async ({
  page,
  context,
  marketUrl,
}, testInfo) => {
  await page.goto(marketUrl('garwin'));
  const banner = page.getByRole('region', { name: 'Подтверждение города' });
  // No geolocation permission here: the city comes from the address (the default city).
  await expect(banner).toContainText('Санкт-Петербург');
  await banner.getByRole('button', { name: 'Выбрать другой' }).click();

  const picker = page.getByRole('dialog', { name: 'Выберите город' });
  await picker.getByLabel('Ваш город').fill('Каза');
  await picker.getByRole('button', { name: /^Казань/ }).click();

  await expect(page.getByRole('region', { name: 'Подтверждение города' })).toHaveCount(0);
  const mobile = testInfo.project.name === 'mobile';
  if (mobile) await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  const scope = mobile ? page.getByRole('dialog', { name: 'Меню' }) : page.getByRole('banner');
  await expect(scope.getByRole('button', { name: 'Казань' })).toBeVisible();

  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((c) => c.name === name)?.value;
  expect(value('city_confirmed')).toBe('1');
  expect(decodeURIComponent(value('city_name') ?? '')).toBe('Казань');
  expect(value('city_kladr_id')).toBeTruthy();
  expect(value('region_fias_id')).toBeTruthy();

  await page.reload();
  if (mobile) await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  await expect(scope.getByRole('button', { name: 'Казань' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Подтверждение города' })).toHaveCount(0);
});

test('the chosen currency is kept in its cookie and shown after reload', async ({
  page,
  context,
  marketUrl,
}, testInfo) => {
  await page.goto(marketUrl('garwin'));
  const mobile = testInfo.project.name === 'mobile';
  const openScope = async () => {
    if (!mobile) return page.getByRole('banner');
    await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
    return page.getByRole('dialog', { name: 'Меню' });
  };
  let scope = await openScope();
  await scope.getByRole('button', { name: 'Валюта: RUB' }).click();
  const picker = page.getByRole('dialog', { name: 'Валюта' });
  for (const title of [
    'Российский рубль',
    'Белорусский рубль',
    'Казахстанский тенге',
    'Доллар США',
    'Евро',
  ]) {
    await expect(picker.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  }
  await picker.getByRole('button', { name: /Доллар США/ }).click();
  await expect(picker).toBeHidden();
  await expect(scope.getByRole('button', { name: 'Валюта: USD' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'currencyCode')?.value).toBe('USD');

  await page.reload();
  scope = await openScope();
  await expect(scope.getByRole('button', { name: 'Валюта: USD' })).toBeVisible();
});

test('the city search waits for a pause in typing and cancels the earlier search', async ({
  page,
  visit,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the picker is the same under 1024 px');
  const searchOf = (body: string | null) =>
    body?.includes('SearchCities') ? (JSON.parse(body) as { variables: { query: string } }) : null;
  // The first search is held until the second one starts, so it is still running when the app
  // must cancel it.
  let secondStarted: () => void = () => undefined;
  const second = new Promise<void>((resolve) => (secondStarted = resolve));
  await page.route('**/graphql', async (route) => {
    const query = searchOf(route.request().postData())?.variables.query;
    if (query === 'Нов') await second;
    else if (query) secondStarted();
    await route.continue().catch(() => undefined);
  });
  const searched: string[] = [];
  page.on('request', (r) => {
    const search = searchOf(r.postData());
    if (search) searched.push(search.variables.query);
  });
  await visit();
  await page.getByRole('banner').getByRole('button', { name: 'Санкт-Петербург' }).click();
  const field = page.getByRole('dialog', { name: 'Выберите город' }).getByLabel('Ваш город');

  const first = page.waitForRequest((r) => searchOf(r.postData())?.variables.query === 'Нов');
  await field.pressSequentially('Нов');
  await first;
  const cancelled = page.waitForEvent(
    'requestfailed',
    (r) => searchOf(r.postData())?.variables.query === 'Нов',
  );
  await field.pressSequentially('осиб');
  await cancelled;
  await expect(page.getByRole('button', { name: /^Новосибирск/ })).toBeVisible();
  // Keys typed quickly make one search, not one per key.
  expect(searched).not.toContain('Н');
  expect(searched).not.toContain('Но');
  expect(searched).not.toContain('Новос');
});

test('prices on the page follow the chosen currency', async ({ page, marketUrl }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the conversion does not depend on the width');
  await page.goto(marketUrl('garwin', '/catalog'));
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toContainText('₽');
  await page.getByRole('banner').getByRole('button', { name: 'Валюта: RUB' }).click();
  await page.getByRole('dialog', { name: 'Валюта' }).getByRole('button', { name: /Евро/ }).click();
  await expect(card).toContainText('€');
  await expect(card).not.toContainText('₽');
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('€');
});
