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

// A page links one stylesheet with every rule its route may need; a client navigation to
// another route asks for that route's sheet, and the page shows with it alone.

test("a page asks for one stylesheet, a navigation for the next route's, and only the shown route's applies", async ({
  page,
  marketUrl,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) sheets.push(pathname);
  });
  const applied = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .filter((link) => link.media === '' || link.media === 'all')
        .map((link) => new URL(link.href).pathname),
    );
  await page.goto(marketUrl('sprout', '/tovar/bokorezy-dewalt-dcd677-1652'));
  await waitForApp(page);
  expect(sheets).toEqual([expect.stringMatching(/^\/assets\/page-product-[\w-]{8}\.css$/)]);
  const product = sheets[0];

  sheets.length = 0;
  await page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'Бокорезы' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'Бокорезы', exact: true });
  await expect(heading).toBeVisible();
  const card = page.getByRole('main').locator('a[href^="/tovar/"]').first();
  await expect(card).toBeVisible();
  // The listing's sheet, of the same build, and no other.
  expect(sheets).toEqual([product?.replace('/page-product-', '/page-category-')]);
  expect(await applied()).toEqual(sheets);
  const category = sheets[0];

  // Back and forth: nothing more is asked for, and the shown route's sheet alone applies.
  sheets.length = 0;
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /DeWALT DCD677/ })).toBeVisible();
  expect(await applied()).toEqual([product]);
  await page.goForward();
  await expect(heading).toBeVisible();
  expect(await applied()).toEqual([category]);
  expect(sheets).toEqual([]);

  // The page reached by the link is laid out as the same page opened directly.
  const navigated = await card.boundingBox();
  await page.reload();
  await waitForApp(page);
  expect(await card.boundingBox()).toEqual(navigated);
});
