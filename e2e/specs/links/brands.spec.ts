import { expect, test } from '../../fixtures/store.ts';
import { followHeaderLink, origin } from './links-helpers.ts';

test('«Бренды» opens the brands page: an alphabet index, counts, and each brand its products', async ({
  page,
}) => {
  const html = (await (await page.goto(`${origin('licota')}/brands`))?.text()) ?? '';
  expect(html).toContain('<title>Бренды инструмента и оборудования — Licota</title>');
  expect(html).toMatch(/<h1[^>]*>Бренды<\/h1>/);
  expect(html).toMatch(/<meta name="description" content="\d+ брендов в Licota/);

  await followHeaderLink(page, origin('licota'), 'Бренды');
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Бренды' })).toBeVisible();

  const index = page.getByRole('navigation', { name: 'Алфавитный указатель' });
  await expect(index.getByRole('link', { name: 'M', exact: true })).toBeVisible();
  await expect(index.getByRole('link', { name: 'З', exact: true })).toBeVisible();
  await index.getByRole('link', { name: 'З', exact: true }).click();
  await expect(page).toHaveURL(/#brands-/);
  const letter = page.getByRole('region', { name: 'З', exact: true });
  await expect(letter).toBeInViewport();

  const zubr = letter.getByRole('link', { name: /^Зубр/ });
  const digits = (text: string | null) =>
    /(\d+)\s*товар/.exec((text ?? '').replace(/\s(?=\d)/g, ''))?.[1];
  const count = digits(await zubr.textContent());
  expect(Number(count)).toBeGreaterThan(0);
  await zubr.click();
  await expect(page).toHaveURL(/\/catalog\?brand=zubr$/);
  const found = page.getByText(/^Найдено:/);
  await expect(found).toBeVisible();
  expect(digits(await found.textContent())).toBe(count);
});
