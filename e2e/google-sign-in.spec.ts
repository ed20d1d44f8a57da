import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, readSmsCode, uniqueEmail, uniquePhone } from './support/auth';

/**
 * 'Continue with Google' through the local OpenID Connect stand-in the e2e server runs (GOOGLE_ENV=standin):
 * its account chooser stands in for Google's, the rest (state, PKCE, the signed ID token) is the real flow.
 */
async function chooseGoogleAccount(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/\/standin\/google\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new person continues with Google, chooses a role, verifies the phone and reaches the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  const phone = uniquePhone();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, email, 'Achieng Odhiambo');

  // Back on ABODE: the role first, as every sign-up.
  await expect(page).toHaveURL('/auth/google');
  await expect(page.getByRole('heading', { name: 'Join Our Premium Community', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in with Google as ${email}`)).toBeVisible();
  // No dashboard before the role and the phone.
  expect(await (await page.request.get('/api/me')).json()).toBeNull();
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('radio', { name: /Landlord\/Property Owner/ }).click();
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Complete Your Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Achieng');
  await expect(page.getByLabel('Last name')).toHaveValue('Odhiambo');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/verify-phone\?next=%2Fkyc-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify Your Number', level: 1 })).toBeVisible();
  // The dashboard stays shut until the code is in.
  expect((await page.request.get('/api/properties/mine?as=landlord')).status()).toBe(403);
  await page.getByLabel('Verification code').fill(await readSmsCode(page.request, phone));
  await page.getByRole('button', { name: 'Verify Phone Number' }).click();
  await expect(page).toHaveURL('/kyc-verification');

  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({ email, phone, roles: ['landlord'], phoneVerified: true });
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/landlord');
  await expect(page.getByRole('heading', { name: 'Landlord Dashboard' })).toBeVisible();
});

test('an existing demo account signs in through Google with its own email', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('radio', { name: /Tenant\/Buyer/ }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, demoAccounts.tenant.email, 'Wanjiru Kamau');

  await expect(page).toHaveURL(demoAccounts.tenant.dashboard);
  await expect(page.getByRole('heading', { name: 'Hello, Wanjiru' })).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({ email: demoAccounts.tenant.email, roles: ['tenant'] });
});

test('cancelling at Google comes back with the reason and a way to try again', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/auth\/google\?error=access_denied/);
  await expect(page.getByText('Google sign-in was cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in another way' })).toBeVisible();
});
