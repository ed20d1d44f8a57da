import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { demoAccounts, signInViaApi, signOutViaApi } from './support/auth';
import { rentedFromThisMonth } from './support/tenancy';

const samplePdf = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/registration-cert.pdf',
);

test("a landlord applies for a rent advance from CoopaRent, the financing officer approves it lowered, and the landlord's earnings show it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const lastName = `Advance${Date.now().toString(36).slice(-5)}`;
  const { landlord } = await rentedFromThisMonth(browser, page, {
    property: 'Mavuno Court',
    unit: 'Apt 3',
    monthlyRent: 20_000,
    tenant: { firstName: 'Wanjiru', lastName },
  });
  await signOutViaApi(page);
  await signInViaApi(page, landlord.email, landlord.password, 'landlord');

  // CoopaRent 'For Landlords/Agents' → Apply: the real application.
  await page.goto('/cooparent');
  await page.getByRole('tab', { name: 'For Landlords/Agents' }).click();
  await page.getByRole('link', { name: 'Apply as a Landlord/Agent' }).click();
  await expect(page).toHaveURL(/\/cooparent\/rent-advance$/);
  await expect(page.getByRole('heading', { name: 'CoopaRent rent advance', level: 1 })).toBeVisible();

  await page.getByRole('checkbox', { name: /Mavuno Court/ }).check();
  await page.getByLabel('Amount (KES)').fill('50000');
  const terms = page.locator('dl').filter({ hasText: 'You can ask for up to' });
  await expect(terms).toContainText('KES 60,000');
  await expect(terms).toContainText('KES 1,500');
  await expect(terms).toContainText('KES 51,500');
  await expect(
    page.getByRole('radio', { name: 'I am willing to open a Co-operative Bank account' }),
  ).toBeChecked();
  for (const label of ['Property ownership documents', 'Valid tenancy agreements', 'KRA PIN certificate']) {
    await page.getByLabel(label).setInputFiles(samplePdf);
    await expect(page.getByLabel(label)).toHaveAccessibleDescription('Uploaded: registration-cert.pdf');
  }
  await page.getByRole('button', { name: 'Apply for advance' }).click();
  await expect(page).toHaveURL(/\/dashboard\/landlord$/);
  const card = page.getByRole('region', { name: 'CoopaRent rent advance' });
  await expect(card).toContainText('Waiting for a decision', { timeout: 20_000 });
  await expect(card).toContainText('KES 50,000');

  // The financing officer approves it, lowered to KES 45,000.
  await signOutViaApi(page);
  await signInViaApi(page, demoAccounts.financing.email, demoAccounts.financing.password);
  await page.goto(demoAccounts.financing.dashboard);
  const queue = page.getByRole('region', { name: 'Rent advance applications' });
  const application = queue.getByRole('listitem', { name: new RegExp(`Otieno ${lastName}`) });
  await expect(application).toContainText('Mavuno Court, Apt 3', { timeout: 20_000 });
  await expect(application).toContainText('Decide within 24 h');
  await application.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the rent advance' });
  await dialog.getByLabel('Amount to advance (KES)').fill('45000');
  await expect(dialog).toContainText('Fee KES 1,350, repaid from rent KES 46,350');
  await dialog.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Approved: the advance is in the landlord’s earnings.')).toBeVisible();

  // The landlord's earnings hold the advance; the card says it is repaid from rent.
  await signOutViaApi(page);
  await signInViaApi(page, landlord.email, landlord.password, 'landlord');
  await page.goto('/dashboard/landlord');
  await expect(page.getByText('Earnings available: KES 45,000')).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Paid out, repaying from rent');
  await expect(card).toContainText('KES 46,350');
});
