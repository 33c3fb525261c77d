import { test, expect, waitForApp } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';
import { accountMenuButton } from './cabinet-helpers.ts';

const PRODUCT = '/tovar/bokorezy-dewalt-dcd677-1652';

test('a private cabinet page sends a visitor to sign in', async ({ page, marketUrl }) => {
  await page.goto(marketUrl('garwin', '/cabinet/companies'));
  await expect(page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' })).toBeVisible();
  await expect(page).toHaveURL(marketUrl('garwin', '/'));
});

test('profile names, companies by ИНН and КПП, and a customer switch', async ({
  page,
  marketUrl,
  request,
  signUp,
  context,
}) => {
  // The clock runs on; the journey jumps it forward where the store waits on a timer.
  await page.clock.install();
  const email = await signUp({ first: 'Анна', last: 'Смирнова' });

  // The profile: the spec's name rule, and the sign-in e-mail shown.
  await page.goto(marketUrl('garwin', '/cabinet/profile'));
  await waitForApp(page);
  const cabinetMenu = page.getByRole('main').getByRole('navigation', { name: 'Личный кабинет' });
  for (const link of ['Профиль', 'Мои заказы', 'Мои компании', 'Пользователи']) {
    await expect(cabinetMenu.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page.getByText(/@example\.com/)).toBeVisible();
  await page.getByLabel('Отчество').fill('1');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Некорректный формат')).toBeVisible();
  await page.getByLabel('Отчество').fill('Мария-Луиза');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();

  await cabinetMenu.getByRole('link', { name: 'Мои заказы' }).click();
  await expect(page.getByText('Заказов пока нет')).toBeVisible();

  // Companies: the form is inline on this page; its rules, then two companies of the register.
  await cabinetMenu.getByRole('link', { name: 'Мои компании' }).click();
  const form = page.getByRole('region', { name: 'Добавить компанию' });
  await form.getByLabel('ИНН').fill('77019');
  await form.getByLabel('КПП').fill('7701');
  await form.getByRole('button', { name: 'Добавить компанию' }).click();
  await expect(form.getByText('ИНН должен содержать от 10 до 12 символов')).toBeVisible();
  await expect(form.getByText('КПП должен содержать 9 символов')).toBeVisible();
  await form.getByRole('radio', { name: 'ИП' }).check();
  await expect(form.getByLabel('ИНН')).toHaveValue('');
  await expect(form.getByLabel('КПП')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Юридическое лицо' }).check();
  await expect(form.getByText(/Казахстана и Беларуси/)).toBeVisible();

  await form.getByLabel('ИНН').fill('7701925262');
  await form.getByLabel('КПП').fill('770101001');
  await form.getByRole('button', { name: 'Добавить компанию' }).click();
  await expect(form.getByText('Организация не найдена')).toBeVisible();

  const companies = page.getByRole('list', { name: 'Компании' });
  for (const [inn, kpp, title] of [
    ['7701925261', '770101001', 'ООО «Северный инструмент»'],
    ['7705033287', '770501001', 'АО «МеталлСнаб»'],
  ] as const) {
    await form.getByLabel('ИНН').fill(inn);
    await form.getByLabel('КПП').fill(kpp);
    // The register's card confirms whom the tax ids name.
    await expect(form.getByRole('group', { name: 'Найдена организация' })).toContainText(title);
    await form.getByRole('button', { name: 'Добавить компанию' }).click();
    await expect(companies.getByRole('listitem', { name: title })).toBeVisible();
    // Added by its public tax ids, a company buys on the standard terms until the sales team
    // checks the contract and grants its negotiated terms to this account.
    const granted = await request.post(`http://127.0.0.1:${ports.api}/_dev/contracts`, {
      data: { user_identity: email, inn, kpp },
    });
    expect(granted.status()).toBe(204);
  }
  // The first company became the customer: its name is on the header's menu.
  await expect(accountMenuButton(page)).toHaveAccessibleName(/Северный инструмент/);

  // A product's price for the first customer, with a currency chosen.
  await page.goto(marketUrl('garwin', PRODUCT));
  await waitForApp(page);
  const offer = page.getByRole('region', { name: 'Цена и наличие' });
  await expect(offer).toContainText('₽');
  const priceBefore = await offer.innerText();
  await context.addCookies([{ name: 'currencyCode', value: 'USD', url: marketUrl('garwin', '/') }]);

  await accountMenuButton(page).click();
  await expect(page.getByRole('button', { name: 'Мой аккаунт' })).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByText(/1\s500\s000/)
      .filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'АО «МеталлСнаб»' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Вы сменили контрагента' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Цены, сроки доставки и ассортимент обновлены');
  // The menu closes as soon as the switch is made, while the page's data loads again.
  await expect(page.getByRole('region', { name: 'Аккаунты' })).toBeHidden();
  // Nothing of the page covers it: a trial click checks that it would receive the click.
  await notice.getByRole('button', { name: 'Закрыть уведомление' }).click({ trial: true });
  await expect(accountMenuButton(page)).toHaveAccessibleName(/МеталлСнаб/);
  const cookies = await context.cookies(marketUrl('garwin', '/'));
  expect(cookies.find((cookie) => cookie.name === 'currencyCode')).toBeUndefined();
  await expect(offer).toContainText('₽');
  // The dealer buys at a deeper discount than the wholesale customer before: the price follows.
  await expect.poll(() => offer.innerText()).not.toBe(priceBefore);
  await accountMenuButton(page).click();
  await expect(
    page
      .getByRole('banner')
      .getByText(/5\s000\s000/)
      .filter({ visible: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // The notice goes after 6 seconds.
  await page.clock.fastForward(6000);
  await expect(notice).toBeHidden();

  // «Добавить компанию» in the header's menu opens the form as a modal on other pages.
  await accountMenuButton(page).click();
  await page.getByRole('link', { name: 'Добавить компанию' }).click();
  const modal = page.getByRole('dialog', { name: 'Добавить компанию' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Закрыть' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(marketUrl('garwin', PRODUCT));
});
