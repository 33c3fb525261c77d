import { expect, test, waitForApp } from '../../fixtures/store.ts';
import { followHeaderLink, origin } from './links-helpers.ts';

test('the express menu opens the delivery page, rendered on the server with its SEO data', async ({
  page,
}) => {
  const html = (await (await page.goto(`${origin('sprout')}/delivery`))?.text()) ?? '';
  expect(html).toContain('<title>Доставка и самовывоз — Sprout</title>');
  expect(html).toMatch(/<meta name="description" content="Доставка заказов Sprout[^"]+"/);
  expect(html).toMatch(/<h1[^>]*>Доставка и самовывоз<\/h1>/);
  expect(html).not.toContain('<meta name="robots"');

  await followHeaderLink(page, origin('sprout'), 'Доставка');
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Доставка и самовывоз' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Информация для покупателей' });
  await expect(menu.getByRole('link', { name: 'Доставка и самовывоз' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await menu.getByRole('link', { name: 'Гарантия' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Гарантия' })).toBeVisible();
  await expect(page).toHaveTitle('Гарантия — Sprout');
});

test('the footer opens the legal documents, kept out of search results', async ({ page }) => {
  await page.goto(origin('garwin'));
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Условия продажи' }).click();
  await expect(page).toHaveURL(/\/agreement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Условия продажи' })).toBeVisible();
  await expect(page.getByText(/ООО «Гарвин Рус»/).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('each market tells its own terms: the white-label store names its own company', async ({
  page,
}) => {
  const response = await page.goto(`${origin('store')}/contacts`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await expect(page.getByText('Телефон: 8 800 100-00-00 (бесплатно по России)')).toBeVisible();
});

test('an unknown information page answers 404 with the error page', async ({ page }) => {
  const response = await page.goto(`${origin('ipr')}/no-such-information`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
