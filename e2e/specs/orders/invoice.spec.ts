import { readFile } from 'node:fs/promises';
import { expect, test, waitForApp } from '../../fixtures/store.ts';

test('a company downloads the invoice of its order and opens it', async ({
  page,
  shopper,
  placeOrder,
  marketUrl,
}) => {
  await shopper.buyForCompany();
  const order = await placeOrder('PAYMENT_METHOD_INVOICE');

  await page.goto(marketUrl('garwin', `/cabinet/purchase/${order.purchaseId}`));
  await expect(page.getByRole('link', { name: 'Скачать счёт' })).toBeVisible();
  await page.getByRole('link', { name: 'Подробнее о заказе' }).click();
  await expect(page).toHaveURL(new RegExp(`/cabinet/orders/${order.id}$`));
  await waitForApp(page);
  const buyerSection = page.getByRole('region', { name: 'Покупатель' });
  await expect(buyerSection.getByText('ООО «Техноресурс»')).toBeVisible();
  await expect(buyerSection.getByText('ИНН 7718129860, КПП 771801001')).toBeVisible();
  await expect(buyerSection.getByText('По счёту')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать счёт' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`${order.number}\\.pdf$`));
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);

  // The same link opens in the browser as a PDF document of the store's own address.
  const href = await page.getByRole('link', { name: 'Скачать счёт' }).getAttribute('href');
  const opened = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      head: String.fromCharCode(...head),
    };
  }, href ?? '');
  expect(opened).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
});
