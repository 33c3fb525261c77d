import { test, expect } from '../../fixtures/store.ts';
import { codeFor, uniqueEmail } from '../../fixtures/outbox.ts';

test('a new user who represents a company goes on from registration to the new-company form', async ({
  page,
  marketUrl,
}) => {
  const dialogWith = (heading: string) =>
    page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: heading }) });
  const email = uniqueEmail('legal');
  await page.goto(marketUrl('garwin', '/?openAuth=true'));
  const signIn = page.getByRole('dialog', { name: 'Войдите или зарегистрируйтесь' });
  const emailTab = signIn.getByRole('tab', { name: 'Почта' });
  if (await emailTab.count()) await emailTab.click();
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByRole('button', { name: 'Получить код' }).click();
  await dialogWith('Введите код')
    .getByLabel('Код')
    .fill(await codeFor(page.request, email));

  const finish = dialogWith('Завершение регистрации');
  await finish.getByLabel('Фамилия').fill('Юрлицова');
  await finish.getByLabel('Имя').fill('Вера');
  await finish.getByRole('checkbox', { name: 'Я представитель юридического лица или ИП' }).check();
  await finish.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByRole('dialog', { name: 'Добавить компанию' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]newCompany=1/);
});
