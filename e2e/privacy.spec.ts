import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signUpViaApi, testPassword } from './support/auth';

const profilePath = '/dashboard/tenant/profile';
const privacySection = (page: Page) => page.getByRole('region', { name: 'Your data and privacy' });

test('the Terms of Service and the Privacy Policy open from the sign-up card and the footer', async ({
  page,
  context,
}) => {
  await page.goto('/signup');
  const notice = page.getByText(/By continuing, you agree to the ABODE/);
  await expect(notice).toBeVisible();

  // New tabs, so a half-filled form keeps what was typed.
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('link', { name: 'Terms of Service' }).click(),
  ]);
  await expect(terms).toHaveURL('/terms');
  await expect(terms.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(terms).toHaveTitle('Terms of Service | ABODE');

  const [privacy] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('link', { name: 'Privacy Policy' }).click(),
  ]);
  await expect(privacy).toHaveURL('/privacy');
  await expect(privacy.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  for (const heading of [
    'What we collect',
    'Why we use it',
    'How long we keep it',
    'Your rights and how to use them',
  ]) {
    await expect(privacy.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(privacy.getByText(/Office of the Data Protection Commissioner \(ODPC\)/)).toBeVisible();
  await expect(privacy.getByRole('link', { name: 'Visit the ODPC website' })).toHaveAttribute(
    'href',
    'https://www.odpc.go.ke',
  );
  // Nothing wider than the screen at 360 px.
  expect(await privacy.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const legal = page.getByRole('navigation', { name: 'Legal' });
  await page.goto('/');
  await legal.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await legal.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms');
});

test('a tenant gives and withdraws marketing consent, and downloads their data', async ({ page }) => {
  const account = await signUpViaApi(page, { firstName: 'Achieng', lastName: 'Otieno' });
  await page.goto(profilePath);
  const section = privacySection(page);
  await expect(section).toBeVisible();

  const consent = section.getByRole('switch', { name: 'Updates about ABODE properties and services' });
  await expect(consent).not.toBeChecked();
  await expect(section.getByText('You have not agreed to receive updates.')).toBeVisible();
  await consent.click();
  await expect(consent).toBeChecked();
  await expect(section.getByText(/^You agreed on /)).toBeVisible();
  await consent.click();
  await expect(consent).not.toBeChecked();
  await expect(section.getByText(/^You withdrew consent on /)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^abode-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const { account: saved } = JSON.parse(strFromU8(files['account.json']!)) as {
    account: { user: { email: string }; profile: { firstName: string } };
  };
  expect(saved.user.email).toBe(account.email);
  expect(saved.profile.firstName).toBe('Achieng');
  const { 'marketing-consent': choices } = JSON.parse(strFromU8(files['marketing-consent.json']!)) as {
    'marketing-consent': Array<{ consented: boolean }>;
  };
  expect(choices.map((choice) => choice.consented)).toEqual([true, false]);
});

test('a tenant deletes their account with their password, is signed out and cannot sign in again', async ({
  page,
}) => {
  const account = await signUpViaApi(page);
  await page.goto(profilePath);
  await privacySection(page).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter your password to confirm');
  await dialog.getByLabel('Password').fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right');

  await dialog.getByLabel('Password').fill(testPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  expect(await (await page.request.get('/api/me')).json()).toBeNull();

  const signIn = await page.request.post('/api/identity/sign-in', {
    data: { email: account.email, password: testPassword },
  });
  expect(signIn.status()).toBe(401);
  // The email is free again.
  await signUpViaApi(page, { email: account.email });
});
