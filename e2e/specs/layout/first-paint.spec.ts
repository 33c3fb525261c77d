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
