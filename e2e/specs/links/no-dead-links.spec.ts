import { expect, test } from '../../fixtures/store.ts';
import { ALL_MARKETS, deadLinks, internalLinks, open, origin } from './links-helpers.ts';

/**
 * Every link the store shows leads somewhere: the home page, a listing, a product page and the
 * cabinet of a signed-in buyer on every market. Links are gathered in the browser, deduplicated,
 * and each address is fetched once from the page (no browser navigation per link).
 *
 * The page holds the same links at every width: the drawer of the compact header and the bottom tab
 * bar are in it, hidden, on a wide screen too. So the crawl runs in one project (desktop, see
 * playwright.config.ts), and checks that the drawer and the tab bar are there.
 */
for (const market of ALL_MARKETS) {
  test(`${market}: no link of the home page, a listing, a product or the cabinet answers 404`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const links = new Set<string>();
    const collect = async (url: string) => {
      await open(page, url);
      for (const link of await internalLinks(page)) links.add(link);
    };

    await collect(origin(market));
    // The compact header's drawer and the tab bar are in the wide page too, hidden, so their
    // links are among those collected.
    const hidden = { includeHidden: true };
    const drawer = page.getByRole('dialog', { name: 'Меню', ...hidden });
    await expect(drawer.getByRole('link', hidden)).not.toHaveCount(0);
    const tabBar = page.getByRole('navigation', { name: 'Мобильная навигация', ...hidden });
    await expect(tabBar.getByRole('link', hidden)).not.toHaveCount(0);
    await collect(`${origin(market)}/catalog/elektroinstrument`);
    const product = [...links].find((link) => new URL(link).pathname.startsWith('/tovar/'));
    expect(product, 'the listing shows products').toBeDefined();
    await collect(product ?? '');
    await signIn();
    await collect(`${origin(market)}/cabinet/profile`);
    await collect(`${origin(market)}/cabinet/orders`);

    // The express menu, the footer, the mobile navigation and the brands link are among them.
    const paths = new Set([...links].map((link) => new URL(link).pathname));
    for (const path of [
      '/delivery',
      '/payment',
      '/corporate',
      '/terms',
      '/agreement',
      '/cart',
      '/brands',
    ])
      expect(paths, path).toContain(path);

    const started = Date.now();
    const dead = await deadLinks(page, [...links]);
    console.log(`${market}: ${links.size} links checked in ${Date.now() - started} ms`);
    expect(dead, `dead links of ${market} out of ${links.size}`).toEqual([]);
  });
}
