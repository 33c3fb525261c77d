import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../../fixtures/store.ts';
import { receiptNumber, rentableProduct, sendForm } from './helpdesk-helpers.ts';

test.use({ visitor: 'returning' });

const MB = 1024 * 1024;

/** An open dialog by its title. */
const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

test('the widget loads with the footer and sends feedback and a callback request', async ({
  page,
  storeApi,
  visit,
}) => {
  await visit('/', 'garwin');
  const launcher = page.getByRole('button', { name: 'Связаться с нами' });
  // Nothing of the widget is there before the footer is seen.
  await expect(launcher).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await launcher.click();

  const desk = dialogTitled(page, 'Связаться с нами');
  const feedback = desk.getByRole('form', { name: 'Обратная связь' });
  await feedback.getByLabel('Имя').fill('Иван Петров');
  await feedback.getByLabel('E-mail').fill('ivan-petrov');
  await feedback.getByLabel('Сообщение').fill('Подскажите сроки поставки компрессора');
  await feedback.getByRole('button', { name: 'Отправить' }).click();
  await expect(feedback.getByText('Некорректный формат e-mail')).toBeVisible();
  await feedback.getByLabel('E-mail').fill('ivan.petrov@example.com');
  const feedbackNumber = await sendForm(feedback, 'Отправить', desk.getByRole('status'));

  await desk.getByRole('tab', { name: 'Обратный звонок' }).click();
  const callback = desk.getByRole('form', { name: 'Обратный звонок' });
  await callback.getByLabel('Имя').fill('Анна');
  await callback.getByLabel('Телефон').fill('9215551234');
  const callbackNumber = await sendForm(callback, 'Перезвоните мне', desk.getByRole('status'));

  await storeApi.salesLetter(`Обратный звонок № ${callbackNumber}`);
  await storeApi.salesLetter(`Обратная связь № ${feedbackNumber}`);
});

test('a legal-entity order carries two files, one cancelled mid-upload', async ({
  page,
  context,
  request,
  storeApi,
  visit,
}) => {
  const product = await rentableProduct(request, 'garwin');
  await visit(`/tovar/${product.slug}`, 'garwin');
  await page.getByRole('button', { name: 'Заказать для юрлица' }).click();
  const dialog = dialogTitled(page, 'Заказ для юридического лица');
  const form = dialog.getByRole('form', { name: 'Заказ для юридического лица' });
  // The limits are said before anything is chosen.
  await expect(form.getByText('До 5 файлов, каждый до 10 МБ')).toBeVisible();

  // A slow line, so the big file is still on its way when it is cancelled.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await form.getByLabel('Прикрепить файлы').setInputFiles([
    {
      name: 'карточка-предприятия.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024, 0x41)]),
    },
    {
      name: 'скан-устава.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * MB, 0x41)]),
    },
  ]);
  const bigUpload = form.getByRole('progressbar', { name: 'Загрузка скан-устава.pdf' });
  await expect(bigUpload).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await form.getByRole('button', { name: 'Отменить загрузку скан-устава.pdf' }).click();
  await expect(form.getByText('скан-устава.pdf')).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const kept = form.getByRole('listitem').filter({ hasText: 'карточка-предприятия.pdf' });
  await expect(kept.getByText('Загружен')).toBeVisible();

  await form.getByLabel('Название компании').fill('ООО «СтройМонтаж»');
  await form.getByLabel('Контактное лицо').fill('Мария Соколова');
  await form.getByLabel('Телефон').fill('8125550011');
  await form.getByLabel('E-mail').fill('zakupki@example.com');
  const number = await sendForm(form, 'Отправить заявку', dialog.getByRole('status'));

  const letter = await storeApi.salesLetter(`Заказ юридического лица № ${number}`);
  expect(letter).toContain('карточка-предприятия.pdf');
  expect(letter).not.toContain('скан-устава.pdf');
});

test('a signed-in buyer asks for a commercial proposal from the product page', async ({
  page,
  request,
  signIn,
  storeApi,
  visit,
}) => {
  const product = await rentableProduct(request, 'sprout');
  await visit(`/tovar/${product.slug}`, 'sprout');
  // A visitor is not offered it; the rent request is, for a welding machine.
  await expect(page.getByRole('button', { name: 'Взять в аренду' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Запросить КП' })).toHaveCount(0);

  await signIn();
  await visit(`/tovar/${product.slug}`, 'sprout');
  await page.getByRole('button', { name: 'Запросить КП' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Запрос КП' });
  await expect(sent).toContainText(/Запрос КП № \d+ отправлен/);
  const number = receiptNumber(await sent.textContent());
  await storeApi.on('sprout').salesLetter(`Запрос коммерческого предложения № ${number}`);
});

for (const [market, name, legalName] of [
  ['garwin', 'GARWIN', 'ООО «Гарвин Рус»'],
  ['sprout', 'Sprout', 'ООО «Спраут»'],
] as const) {
  test(`the company page of ${market} is rendered on the server with its SEO data`, async ({
    page,
    marketUrl,
  }) => {
    // The document as the server sent it, before any script ran.
    const response = await page.goto(marketUrl(market, '/company'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<title>О компании ${name} — реквизиты, контакты и офисы</title>`);
    expect(html).toContain(legalName);
    expect(html).toMatch(/<meta name="description" content="[^"]*реквизиты/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`О компании ${name}`);
    await expect(page.getByRole('heading', { name: 'Реквизиты' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Офисы и склады' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Офисы на карте' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Обратная связь' })).toBeVisible();
  });
}
