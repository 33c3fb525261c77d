import { test, expect, waitForApp } from '../../fixtures/store.ts';

// The store's code loads once the first screen is on screen with its main image, so on a slow
// network the code does not take the bandwidth the first screen needs.

test('the code is asked for once the main image has arrived', async ({ page, marketUrl }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.route(/\/images\/garwin-slide-1\?/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(marketUrl('garwin'), { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  expect(scripts).toEqual([]);
  release();
  await waitForApp(page);
  expect(scripts.length).toBeGreaterThan(0);
});

// A page links one stylesheet of its route's rules, which names the chunk sheets it holds; a
// later client navigation asks only for the sheets the new page lacks.

test('a page asks for one stylesheet, and a navigation only for the sheets it lacks', async ({
  page,
  marketUrl,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) sheets.push(request.url());
  });
  await page.goto(marketUrl('sprout', '/tovar/bokorezy-dewalt-dcd677-1652'));
  await waitForApp(page);
  expect(sheets).toHaveLength(1);
  const held = await page
    .locator('link[rel="stylesheet"][data-covers]')
    .getAttribute('data-covers');
  const heldUrls = (held ?? '').split(' ').map((path) => new URL(`/${path}`, page.url()).href);
  expect(heldUrls.length).toBeGreaterThan(5);

  sheets.length = 0;
  await page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'Бокорезы' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Бокорезы', exact: true }),
  ).toBeVisible();
  const card = page.getByRole('main').locator('a[href^="/tovar/"]').first();
  await expect(card).toBeVisible();
  expect(sheets.filter((sheet) => heldUrls.includes(sheet))).toEqual([]);
  expect(new Set(sheets).size).toBe(sheets.length);

  // The page reached by the link is laid out as the same page opened directly.
  const navigated = await card.boundingBox();
  await page.reload();
  await waitForApp(page);
  expect(await card.boundingBox()).toEqual(navigated);
});
