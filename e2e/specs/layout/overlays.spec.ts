import { test, expect, waitForApp } from '../../fixtures/store.ts';
import { cityQuestion, expectUncovered, hints } from './overlay-helpers.ts';

// Each journey sets its own window widths: the desktop project runs them once.
test.beforeEach(() => {
  test.skip(test.info().project.name === 'mobile', 'the journeys set their own widths');
});

for (const market of ['garwin', 'sprout'] as const) {
  test(`${market}: the city question covers none of the header's controls and shows alone`, async ({
    page,
    visit,
  }) => {
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await visit('/', market);
      await expect(cityQuestion(page)).toBeVisible();
      await expect(hints(page)).toHaveCount(0);

      const header = page.getByRole('banner');
      const sections = header.getByRole('navigation', { name: 'Меню разделов' });
      await expectUncovered(
        header.getByRole('link', { name: market, exact: false }).first(),
        'logo',
      );
      await expectUncovered(header.getByRole('button', { name: 'Каталог' }), '«Каталог»');
      await expectUncovered(sections.getByRole('link', { name: 'Акции' }), '«Акции»');
      await expectUncovered(sections.getByRole('link').nth(1), 'the first section');
      await expectUncovered(
        header.getByRole('navigation', { name: 'Экспресс-меню' }).getByRole('link').first(),
        'the first express link',
      );
      await expectUncovered(header.getByRole('combobox').first(), 'search');
    }

    await page.setViewportSize({ width: 390, height: 800 });
    await visit('/catalog/ruchnoy-instrument', market);
    await expect(cityQuestion(page)).toBeVisible();
    await expectUncovered(page.getByRole('button', { name: /^Фильтры/ }), '«Фильтры»');
    await expectUncovered(page.getByRole('combobox', { name: 'Сортировка' }), 'sort');
    await expectUncovered(
      page.getByRole('navigation', { name: 'Вид списка' }).getByRole('link').first(),
      'view switch',
    );
  });
}

test('the city question is in the page before any script runs, so nothing jumps when it is asked', async ({
  browser,
  marketUrl,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(marketUrl('garwin'));
  await expect(cityQuestion(page)).toContainText('Определяем ваш город');
  await expect(cityQuestion(page).getByRole('button', { name: 'Выбрать другой' })).toBeVisible();
  await context.close();
});

test.describe('with the city confirmed', () => {
  test.use({ visitor: 'located' });

  test('the filters hint stands beside the filters and covers no input, sort or view switch', async ({
    page,
    context,
    visit,
  }) => {
    for (const width of [1024, 1440, 390]) {
      await context.clearCookies({ name: 'onboarding_filters' });
      await page.setViewportSize({ width, height: 800 });
      await visit('/catalog/ruchnoy-instrument');
      await expect(hints(page).filter({ hasText: 'Уточните подбор фильтрами' })).toBeVisible();
      await expect(cityQuestion(page)).toHaveCount(0);
      if (width >= 1024) {
        const filters = page.getByRole('complementary', { name: 'Фильтры' });
        await expectUncovered(filters.getByRole('textbox', { name: 'Цена, ₽: от' }), 'price from');
        await expectUncovered(filters.getByRole('textbox', { name: 'Цена, ₽: до' }), 'price to');
      } else {
        await expectUncovered(page.getByRole('button', { name: /^Фильтры/ }), '«Фильтры»');
      }
      await expectUncovered(page.getByRole('combobox', { name: 'Сортировка' }), 'sort');
      for (const view of await page
        .getByRole('navigation', { name: 'Вид списка' })
        .getByRole('link')
        .all())
        await expectUncovered(view, 'view switch');
    }
  });

  test('each hint is shown once: unanswered, it does not come back on the next page', async ({
    page,
    context,
    visit,
  }) => {
    await visit('/catalog/ruchnoy-instrument');
    await expect(hints(page)).toHaveCount(1);
    await expect(hints(page)).toContainText('Уточните подбор фильтрами');
    const remembered = (await context.cookies()).find((c) => c.name === 'onboarding_filters');
    expect(remembered?.value).toBe('1');
    expect(remembered!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // Without «Понятно»: the next page shows the next hint of the queue, not the same one.
    await visit('/catalog/elektroinstrument');
    await expect(hints(page)).toHaveCount(1);
    await expect(hints(page)).toContainText('Ищите по названию');
    await hints(page).getByRole('button', { name: 'Понятно' }).click();
    await expect(hints(page)).toHaveCount(0);

    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hints(page)).toHaveCount(0);
  });
});
