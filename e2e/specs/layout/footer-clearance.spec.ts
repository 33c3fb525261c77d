import { test, expect } from '../../fixtures/store.ts';

test.use({ visitor: 'onboarded' });

// The tab bar, the help desk button and the float navigation are fixed to the bottom of the
// window; scrolled to the end, the footer still shows every link of its last rows.
for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: no fixed button hides a footer link at the end of the page`, async ({
    page,
    visit,
  }) => {
    await visit('/', market);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Условия продажи' })).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
      .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
    const hidden = await footer.getByRole('link').evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          if (box.bottom < 0 || box.top > window.innerHeight) return false;
          const points: [number, number][] = [
            [box.left + 2, box.top + box.height / 2],
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.right - 2, box.top + box.height / 2],
          ];
          return points.some(([x, y]) => {
            const hit = document.elementFromPoint(x, y);
            return !hit || !link.contains(hit);
          });
        })
        .map((link) => link.textContent?.trim() || link.getAttribute('aria-label') || ''),
    );
    expect(hidden).toEqual([]);
  });
}
