import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, uniqueEmail, waitForApp } from '../../fixtures/store.ts';

/** The web build's manifest: the chunk each of the app's modules was built into. */
const manifest = JSON.parse(
  readFileSync(new URL('../../../web/dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;

/** The address of the chunk a module of the app (`src/…`) was built into. */
function chunkOf(module: string): RegExp {
  const file = manifest[module]?.file;
  if (!file) throw new Error(`${module} has no chunk of its own in the web build`);
  return new RegExp(`/${file.replaceAll('.', '\\.')}$`);
}

/**
 * Holds back the chunk whose address matches `code` until `release` is called; `asked` resolves
 * once the page has asked for it (a held part asks once the rest of the page has hydrated).
 */
async function holdCode(page: Page, code: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(code, async (route) => {
    await released;
    await route.continue();
  });
  return { asked: page.waitForRequest(code), release: () => release() };
}

/**
 * Opens home (`url`) with the app started (the entry has asked for the route's code) but React not
 * listening yet: the route's code is held until the returned function is called.
 */
async function openHomeBeforeReactListens(page: Page, url: string) {
  const { asked, release } = await holdCode(page, chunkOf('src/app/routes/home.tsx'));
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await asked;
  return release;
}

// Parts of the store frame (city question, tab bar, float bar, footer…) hydrate after the page,
// from the HTML the server sent.

test('parts hydrated after the page keep the HTML the server sent', async ({ page, marketUrl }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *')) {
        Object.assign(element, { fromServer: true });
      }
    });
  });
  await page.goto(marketUrl('garwin'));
  await waitForApp(page);
  const parts = [
    page.getByRole('region', { name: 'Подтверждение города' }),
    // The tab bar is hidden on a wide window and the float bar on a narrow one.
    page.getByRole('navigation', { name: 'Мобильная навигация', includeHidden: true }),
    page.getByRole('navigation', { name: 'Быстрая навигация', includeHidden: true }),
    page.getByRole('contentinfo'),
  ];
  for (const part of parts) {
    expect(await part.evaluate((element) => 'fromServer' in element)).toBe(true);
  }
});

test('a press on a part whose code has not arrived acts once it has', async ({
  page,
  marketUrl,
}) => {
  const { asked, release } = await holdCode(
    page,
    chunkOf('src/features/city/CityConfirmation.tsx'),
  );
  await page.goto(marketUrl('garwin'));
  // The part's code is asked for once the rest of the page has hydrated.
  await asked;
  const banner = page.getByRole('region', { name: 'Подтверждение города' });
  await banner.getByRole('button', { name: 'Выбрать другой' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Выберите город' })).toBeVisible();
  await waitForApp(page);
});

test.describe('a returning visitor', () => {
  test.use({ visitor: 'returning' });

  // Held back: the header's account code, or the page's own (it waits for its route's chunk).
  for (const [moment, code, waitUntil] of [
    ['before its code has arrived', chunkOf('src/app/shell/HeaderAccount.tsx'), 'load'],
    ['before the page has hydrated', chunkOf('src/app/routes/home.tsx'), 'domcontentloaded'],
  ] as const) {
    test(`a press on the header’s «Войти» ${moment} opens sign-in once it has`, async ({
      page,
      marketUrl,
    }) => {
      const { asked, release } = await holdCode(page, code);
      await page.goto(marketUrl('garwin'), { waitUntil });
      await asked;
      await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
      release();
      await expect(
        page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' }),
      ).toBeVisible();
      await waitForApp(page);
    });
  }

  test('a press on a card’s add button before its code has arrived puts the product in the cart once it has', async ({
    page,
    marketUrl,
  }) => {
    const { asked, release } = await holdCode(page, chunkOf('src/app/shell/PurchaseControls.tsx'));
    await page.goto(marketUrl('garwin', '/catalog'));
    await asked;
    const add = page.getByRole('button', { name: /^В корзину:/ }).first();
    const title = ((await add.getAttribute('aria-label')) ?? '').replace('В корзину: ', '');
    await add.click();
    release();
    await expect(page.getByLabel(`Количество в корзине: ${title}`)).toHaveValue('1');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Корзина: 1 товар, / }),
    ).toBeVisible();
    await waitForApp(page);
  });

  test('a press on the header’s «Каталог», or «Меню» on a phone, before its code has arrived opens it once it has', async ({
    page,
    marketUrl,
  }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    const { asked, release } = await holdCode(
      page,
      phone
        ? chunkOf('src/features/layout/HeaderDrawer.tsx')
        : chunkOf('src/features/layout/CatalogSwitch.tsx'),
    );
    await page.goto(marketUrl('garwin'));
    await asked;
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: phone ? 'Меню' : 'Каталог' }).click();
    release();
    await expect(
      phone
        ? page.getByRole('dialog', { name: 'Меню' })
        : header.getByRole('link', { name: 'Все категории' }),
    ).toBeVisible();
    await waitForApp(page);
  });
});

test('a press on the header made before React listens acts once the header has hydrated', async ({
  page,
  marketUrl,
}, testInfo) => {
  // «Меню» on a phone, «Валюта» on a wide window.
  const phone = testInfo.project.name === 'mobile';
  const release = await openHomeBeforeReactListens(page, marketUrl('garwin'));
  await page
    .getByRole('banner')
    .getByRole('button', { name: phone ? 'Меню' : 'Валюта: RUB' })
    .click();
  release();
  await expect(page.getByRole('dialog', { name: phone ? 'Меню' : 'Валюта' })).toBeVisible();
  await waitForApp(page);
});

test('text typed into the search box before the page works is kept, and searched for', async ({
  page,
  marketUrl,
}) => {
  const release = await openHomeBeforeReactListens(page, marketUrl('garwin'));
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
  await search.pressSequentially('дрель');
  release();
  await waitForApp(page);
  await expect(search).toHaveValue('дрель');
  await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
});

test('a form sent before the page has hydrated is sent by the app once it has, not by the browser', async ({
  page,
  marketUrl,
}) => {
  const release = await openHomeBeforeReactListens(page, marketUrl('garwin'));
  const section = page
    .getByRole('contentinfo')
    .getByRole('region', { name: 'Подписка на рассылку' });
  await section.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('early'));
  await section.getByRole('button', { name: 'Подписаться' }).click();
  release();
  await expect(section.getByRole('status')).toHaveText('Вы подписались на рассылку');
  // The browser did not send the form to the page's own address.
  expect(new URL(page.url()).search).toBe('');
  await waitForApp(page);
});

test.describe('the filters of a listing that has not hydrated yet', () => {
  test.beforeEach(() => {
    test.skip(
      test.info().project.name === 'mobile',
      'under 1024 px the filters open in a panel first',
    );
  });

  /** Opens a listing whose route code is held until the returned function is called. */
  async function openListingBeforeItHydrates(page: Page, url: string) {
    const { asked, release } = await holdCode(page, chunkOf('src/app/routes/category.tsx'));
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await asked;
    return release;
  }

  test('a box ticked is applied once the listing has hydrated, and stays ticked', async ({
    page,
    marketUrl,
  }) => {
    const release = await openListingBeforeItHydrates(
      page,
      marketUrl('garwin', '/catalog/bokorezy'),
    );
    const brands = page.getByRole('main').getByRole('group', { name: 'Бренды' });
    const brand = brands.getByRole('checkbox').first();
    await brand.click();
    release();
    await expect(page).toHaveURL(/[?&]brand=/);
    await waitForApp(page);
    await expect(brand).toBeChecked();
  });

  test('a price typed and sent with Enter is applied once the listing has hydrated', async ({
    page,
    marketUrl,
  }) => {
    const release = await openListingBeforeItHydrates(
      page,
      marketUrl('sprout', '/catalog/bokorezy'),
    );
    const price = page.getByRole('main').getByRole('form', { name: 'Цена, ₽' });
    const to = price.getByRole('textbox', { name: 'Цена, ₽: до' });
    const lowest = Number(
      await price.getByRole('textbox', { name: 'Цена, ₽: от' }).getAttribute('placeholder'),
    );
    const highest = Number(await to.getAttribute('placeholder'));
    const limit = Math.round((lowest + highest) / 2);
    await to.pressSequentially(String(limit));
    await to.press('Enter');
    release();
    await expect(page).toHaveURL(new RegExp(`[?&]price_max=${limit}(&|$)`));
    // Sent by the app, not by the browser to the page's own address with the fields in its query.
    expect(new URL(page.url()).searchParams.has('max')).toBe(false);
    await waitForApp(page);
    await expect(to).toHaveValue(String(limit));
  });
});
