import { expect, test } from '@playwright/test';
import {
  readSmsCode,
  signOutViaApi,
  signUpViaApi,
  testPassword,
  uniqueEmail,
  uniquePhone,
} from './support/auth';

// A browser set to Kiswahili opens ABODE in Kiswahili (e2e/kiswahili.spec.ts): every screen below reads so.
test.use({ locale: 'sw-KE' });

test('a person signs up in Kiswahili: the steps, a form check and the code', async ({ page }) => {
  const account = { email: uniqueEmail('sw-signup'), phone: uniquePhone() };
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    page.getByRole('heading', { name: 'Jiunge na Jumuiya Yetu ya Kipekee', level: 1 }),
  ).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Endelea', exact: true });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('radio', { name: /Mpangaji\/Mnunuzi/ }).click();
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Kamilisha Wasifu Wako', level: 1 })).toBeVisible();
  await expect(page.getByText('Kwa uthibitisho na arifa muhimu za akaunti')).toBeVisible();
  await page.getByLabel('Jina la kwanza').fill('Amina');
  await page.getByLabel('Jina la mwisho').fill('Njeri');
  await page.getByLabel('Barua pepe', { exact: true }).fill(account.email);
  // The shared schema's English checks, shown in Kiswahili.
  await page.getByLabel('Nenosiri', { exact: true }).fill('Sh0rt');
  await page.getByLabel('Nambari ya simu').fill('+1 415 555 0100');
  const create = page.getByRole('button', { name: 'Fungua Akaunti' });
  await create.click();
  await expect(page.getByText('Weka nambari sahihi ya simu ya Kenya')).toBeVisible();
  await expect(page.getByText('Nenosiri liwe na angalau herufi 8')).toBeVisible();
  await expect(page.getByText('Enter a valid Kenyan phone number')).toHaveCount(0);

  await page.getByLabel('Nenosiri', { exact: true }).fill(testPassword);
  await page.getByLabel('Nambari ya simu').fill(account.phone.replace('+254', '0'));
  await create.click();

  await expect(page.getByRole('heading', { name: 'Thibitisha Nambari Yako', level: 1 })).toBeVisible();
  await expect(page.getByText('Tumetuma msimbo wa uthibitisho wa tarakimu 6 kwenye simu yako')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tuma tena baada ya sekunde \d+$/ })).toBeDisabled();
  const code = await readSmsCode(page.request, account.phone);
  await page.getByLabel('Msimbo wa uthibitisho').fill(code);
  await page.getByRole('button', { name: 'Thibitisha na Ukamilishe Usajili' }).click();
  await expect(page.getByText('Akaunti yako imethibitishwa.')).toBeVisible();
  await expect(page).toHaveURL('/kyc-verification');
});

test('a person signs in in Kiswahili: a form check, a wrong password, then the dashboard', async ({
  page,
}) => {
  const account = await signUpViaApi(page, { firstName: 'Baraka', lastName: 'Otieno' });
  await signOutViaApi(page);

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Karibu Tena', level: 1 })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Mimi ni' })).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Ingia', exact: true });

  await page.getByLabel('Barua pepe', { exact: true }).fill('si-barua-pepe');
  await signIn.click();
  await expect(page.getByText('Weka anwani sahihi ya barua pepe')).toBeVisible();
  await expect(page.getByText('Weka nenosiri lako')).toBeVisible();

  // The API's English refusal, read in Kiswahili.
  await page.getByLabel('Barua pepe', { exact: true }).fill(account.email);
  await page.getByLabel('Nenosiri', { exact: true }).fill(`${testPassword}-si-sahihi`);
  await signIn.click();
  await expect(page.getByText('Barua pepe au nenosiri si sahihi. Tafadhali jaribu tena.')).toBeVisible();
  await expect(page.getByText('Invalid email or password. Please try again.')).toHaveCount(0);

  await page.getByLabel('Nenosiri', { exact: true }).fill(testPassword);
  await signIn.click();
  await expect(page.getByText('Umeingia kwa mafanikio.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/tenant/);
});

test('/supported-banks reads in Kiswahili, its search and empty state too', async ({ page }) => {
  await page.goto('/supported-banks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: 'Washirika Wetu wa Benki', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Washirika wa Benki/);
  await expect(page.getByText('Mshirika Mkuu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Huduma za pochi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Benki zinazokubaliwa' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Tafuta benki' });
  await expect(search).toHaveAttribute('placeholder', 'Tafuta benki...');
  await search.fill('Equity');
  await expect(page.getByRole('search').getByRole('status')).toHaveText('Benki 1');
  await search.fill('zzz');
  await expect(page.getByRole('search').getByRole('status')).toHaveText('Hakuna benki inayolingana na "zzz"');
  await page.getByRole('button', { name: 'Onyesha benki zote' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Futa utafutaji' })).toHaveCount(0);
});
