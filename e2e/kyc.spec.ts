import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi, signUpViaApi } from './support/auth';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => path.join(fixtures, name);

/** A surname no other run of this suite uses, so shared demo accounts find this run's own records. */
const uniqueSurname = () => `Kyc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const documentCard = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

async function uploadThrough(page: Page, label: string, inputLabel: string, file: string) {
  await page.getByLabel(`${inputLabel}: ${label}`).setInputFiles(fixture(file));
  await expect(toast(page, `Your ${label} has been uploaded and is pending verification.`)).toBeVisible();
  await expect(documentCard(page, label).getByText('Pending verification')).toBeVisible();
}

async function signedInPage(browser: Browser, email: string, password: string) {
  // Another person in a browser of their own, on the server the config starts.
  const context = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });
  const page = await context.newPage();
  await signInViaApi(page, email, password);
  return page;
}

test('signed-out visitors are sent to /login from both screens', async ({ page }) => {
  await page.goto('/kyc-verification');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/tenant-property-link');
  await expect(page).toHaveURL(/\/login$/);
});

test('a tenant verifies, links to a demo property, and the landlord confirms it', async ({
  page,
  browser,
}) => {
  test.slow(); // Three people, three uploads, a reload and two dashboards.
  const lastName = uniqueSurname();
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Neema', lastName });

  await page.goto('/kyc-verification');
  await expect(page.getByRole('heading', { name: 'KYC Verification', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  // The first upload is held back a moment so its progress bar can be seen.
  await page.route('**/api/kyc/documents', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  // Each card offers the camera and the phone's files: the camera is allowed, never forced.
  const takePhoto = page.getByLabel('Take photo: ID Front');
  const chooseFile = page.getByLabel('Choose file: ID Front');
  await expect(takePhoto).toHaveAttribute('capture', 'environment');
  await expect(chooseFile).not.toHaveAttribute('capture');
  await expect(chooseFile).toHaveAttribute('accept', /application\/pdf/);
  await expect(page.getByLabel('Take photo: Selfie')).toHaveAttribute('capture', 'user');
  await takePhoto.setInputFiles(fixture('id-front.jpg'));
  await expect(page.getByRole('progressbar', { name: 'Uploading ID Front' })).toBeVisible();
  await expect(toast(page, 'Your ID Front has been uploaded and is pending verification.')).toBeVisible();
  await expect(toast(page, 'Document uploaded successfully').first()).toBeVisible();
  await page.unroute('**/api/kyc/documents');
  await expect(
    documentCard(page, 'ID Front').getByRole('img', { name: 'Preview of your ID Front' }),
  ).toBeVisible();

  // A scan saved as a PDF, chosen from the phone's files.
  await uploadThrough(page, 'ID Back', 'Choose file', 'id-back-scan.pdf');
  await expect(documentCard(page, 'ID Back').getByText('id-back-scan.pdf')).toBeVisible();
  await uploadThrough(page, 'Selfie', 'Take photo', 'selfie.jpg');

  // The statuses come back from the server after a reload.
  await page.reload();
  for (const label of ['ID Front', 'ID Back', 'Selfie']) {
    await expect(documentCard(page, label).getByText('Pending verification')).toBeVisible();
  }
  await expect(documentCard(page, 'ID Back').getByText('id-back-scan.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Complete Verification' }).click();
  await expect(toast(page, 'Your documents have been submitted for verification')).toBeVisible();
  await expect(page).toHaveURL(/\/tenant-property-link$/);

  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await page.getByLabel('Property ID').fill('ABD-ZZZZ');
  await search.click();
  await expect(toast(page, "The property ID you entered doesn't match any records")).toBeVisible();

  await page.getByLabel('Property ID').fill('  abd 7k3q ');
  await search.click();
  const found = page.getByRole('region', { name: 'Property found' });
  await expect(found.getByRole('heading', { name: 'Kilimani Heights' })).toBeVisible();
  await expect(found.getByText('Argwings Kodhek Road, Kilimani')).toBeVisible();
  await expect(found.getByText('Nairobi, Nairobi County')).toBeVisible();
  await found.getByRole('button', { name: 'Link to This Property' }).click();
  await expect(toast(page, 'You have been linked to the property')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);

  // The tenant dashboard shows the property, pending until the landlord confirms.
  const card = page.getByRole('region', { name: 'Your property' });
  await expect(card.getByText('Kilimani Heights')).toBeVisible();
  await expect(card.getByText('Pending confirmation')).toBeVisible();

  // Linking again says so and goes to the dashboard.
  await page.goto('/tenant-property-link');
  await page.getByLabel('Property ID').fill('ABD-7K3Q');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Link to This Property' }).click();
  await expect(toast(page, 'You are already linked to this property')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);

  // The demo landlord confirms this tenant's request.
  const landlord = await signedInPage(browser, demoAccounts.landlord.email, demoAccounts.landlord.password);
  await landlord.goto('/dashboard/landlord');
  const requests = landlord.getByRole('region', { name: /Tenant link requests/ });
  await requests.getByRole('button', { name: `Confirm Neema ${lastName} at Kilimani Heights` }).click();
  // Confirming starts the tenancy: a vacant unit and its terms.
  const confirm = landlord.getByRole('dialog', { name: 'Confirm Tenant' });
  const unit = confirm.getByLabel('Unit');
  const vacant = await unit.locator('option').nth(1).getAttribute('value');
  await unit.selectOption(vacant!);
  await confirm.getByRole('button', { name: 'Confirm Tenant' }).click();
  await expect(toast(landlord, 'Tenant confirmed')).toBeVisible();
  await expect(
    requests.getByRole('button', { name: `Confirm Neema ${lastName} at Kilimani Heights` }),
  ).toHaveCount(0);
  await landlord.context().close();

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your property' }).getByText('Active')).toBeVisible();
});

test('a landlord sees the personal and organisation tabs and uploads a PDF certificate', async ({ page }) => {
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Otieno', lastName: uniqueSurname() });
  await page.goto('/kyc-verification');
  await expect(page.getByRole('tab', { name: 'Personal Documents' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(documentCard(page, 'ID Front')).toBeVisible();
  await page.getByRole('tab', { name: 'Organization Documents' }).click();
  await expect(documentCard(page, 'KRA Certificate')).toBeVisible();
  await uploadThrough(page, 'Registration Certificate', 'Choose file', 'registration-cert.pdf');
  await expect(
    documentCard(page, 'Registration Certificate').getByText('registration-cert.pdf'),
  ).toBeVisible();

  // Only the three personal documents are required: submitting without them is refused.
  await page.getByRole('button', { name: 'Complete Verification' }).click();
  await expect(
    toast(page, 'Incomplete verification: Please upload all required documents before proceeding'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/kyc-verification$/);
});

test('the superadmin approves one document and rejects another; the user sees both', async ({
  page,
  browser,
}) => {
  test.slow(); // Two people in two browsers.
  const lastName = uniqueSurname();
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Jabali', lastName });
  for (const [category, file, type] of [
    ['id_front', 'id-front.jpg', 'image/jpeg'],
    ['id_back', 'id-back.png', 'image/png'],
    ['selfie', 'selfie.jpg', 'image/jpeg'],
  ] as const) {
    const response = await page.request.post('/api/kyc/documents', {
      multipart: { category, file: { name: file, mimeType: type, buffer: readFileSync(fixture(file)) } },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  expect((await page.request.post('/api/kyc/submit')).status()).toBe(200);

  const admin = await signedInPage(browser, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await admin.goto('/dashboard');
  const submission = admin
    .getByRole('region', { name: 'KYC review queue' })
    .getByRole('listitem', { name: `Jabali ${lastName}` });
  // The reviewer works the queue by keyboard: under load, the mobile emulation's hit test can land on a row
  // above when the queue grows between the scroll and the click.
  await submission.getByRole('button', { name: 'View ID Front' }).press('Enter');
  await expect(admin.getByRole('dialog').getByRole('img')).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(admin.getByRole('dialog')).toBeHidden();

  await submission.getByRole('button', { name: 'Approve ID Front' }).press('Enter');
  await expect(toast(admin, 'Document approved')).toBeVisible();
  await submission.getByRole('button', { name: 'Reject ID Back' }).press('Enter');
  const dialog = admin.getByRole('dialog');
  await dialog
    .getByLabel('Reason for the rejection')
    .fill('The photo is blurred; the ID number cannot be read.');
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(toast(admin, 'Document rejected')).toBeVisible();
  await admin.context().close();

  await page.goto('/kyc-verification');
  await expect(documentCard(page, 'ID Front').getByText('Approved')).toBeVisible();
  await expect(documentCard(page, 'ID Front').getByLabel(/Take new photo|Choose new file/)).toHaveCount(0);
  const back = documentCard(page, 'ID Back');
  await expect(back.getByText('Rejected')).toBeVisible();
  await expect(back.getByText('Reason: The photo is blurred; the ID number cannot be read.')).toBeVisible();
  await expect(back.getByText('Take new photo', { exact: true })).toBeVisible();
  await expect(back.getByLabel('Choose new file: ID Back')).toBeEnabled();
  await expect(documentCard(page, 'Selfie').getByText('Pending verification')).toBeVisible();
});
