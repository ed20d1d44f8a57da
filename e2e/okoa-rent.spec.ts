import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts, signInViaApi } from './support/auth';
import { approvedKyc } from './support/kyc';
import { rentedFromThisMonth } from './support/tenancy';

const document = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'registration-cert.pdf');
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

test('a tenant applies for Okoa Rent, the officer approves, the landlord is paid, the tenant repays by M-Pesa', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = String(Date.now() % 1_000_000);
  const tenantName = `Zawadi Okoa${stamp}`;
  const { landlord } = await rentedFromThisMonth(browser, page, {
    property: `Roysambu Flats ${stamp}`,
    unit: 'C2',
    monthlyRent: 20_000,
    tenant: { firstName: 'Zawadi', lastName: `Okoa${stamp}` },
  });
  await approvedKyc(browser, page);

  // The dashboard's 'Okoa Rent' opens the application.
  await page.goto('/dashboard/tenant');
  await page.getByRole('main').getByRole('link', { name: 'Okoa Rent' }).click();
  await expect(page).toHaveURL('/dashboard/tenant/okoa-rent');
  const form = page.getByRole('form', { name: 'Apply for Okoa Rent' });
  await expect(form.getByLabel('Amount to finance (KES)')).toHaveValue('20000');
  // The fee is shown before applying: 5 % for 14 days.
  const quote = form.getByRole('region', { name: 'What it costs' });
  await expect(quote).toContainText('Fee (5%)');
  await expect(quote).toContainText('KES 1,000');
  await expect(quote).toContainText('KES 21,000');
  await form.getByLabel('Monthly income (KES)').fill('85000');
  await form.getByLabel('Employer or business').fill('Kasarani Traders');
  for (const label of [
    'Proof of rental agreement',
    "Last 3 months' bank or M-Pesa statements",
    'Proof of income or employment',
  ]) {
    await form.getByLabel(label, { exact: true }).setInputFiles(document);
  }
  await expect(form.getByText('Uploaded: registration-cert.pdf')).toHaveCount(3);
  await form.getByRole('button', { name: 'Apply for Okoa Rent' }).click();
  const status = page.getByRole('region', { name: 'Your Okoa Rent' });
  await expect(status).toContainText('Waiting for a decision');
  await expect(status).toContainText('KES 21,000');

  // The financing officer approves from the queue.
  const officerContext = await browser.newContext({ baseURL });
  const officer = await officerContext.newPage();
  await signInViaApi(officer, demoAccounts.financing.email, demoAccounts.financing.password);
  await officer.goto('/dashboard/financing');
  const application = officer.getByRole('article', { name: tenantName });
  await expect(application).toContainText('left of 24 h');
  await expect(application).toContainText('ID verified');
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(officer.getByText('Approved: CoopaRent paid the landlord.')).toBeVisible();
  await officerContext.close();

  // The landlord sees the rent paid.
  const landlordContext = await browser.newContext({ baseURL });
  const landlordPage = await landlordContext.newPage();
  await signInViaApi(landlordPage, landlord.email, landlord.password, 'landlord');
  await landlordPage.goto('/dashboard/landlord');
  const payments = landlordPage.getByRole('log', { name: 'Recent payments' });
  await expect(payments).toContainText(`${tenantName} paid KES 20,000 · Rent`);
  await landlordContext.close();

  // The tenant's loan, repaid by M-Pesa with the simulated phone.
  await page.reload();
  await expect(status).toContainText('Paid to your landlord, repaying');
  await expect(status).toContainText('(paid by CoopaRent)');
  await status.getByRole('link', { name: 'Repay by M-Pesa' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenant\/mpesa\?/);
  await expect(page.getByLabel('Amount (KES)')).toHaveValue('21000');
  await page.getByRole('button', { name: 'Send M-Pesa Prompt' }).click();
  const phone = page.getByRole('region', { name: 'Simulated phone (development only)' });
  await phone.getByLabel('M-Pesa PIN').fill('1234');
  await phone.getByRole('button', { name: 'Enter PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
  await expect(page.getByText('Your wallet then repaid your Okoa Rent loan.')).toBeVisible();
  await page.getByRole('link', { name: 'See Okoa Rent' }).click();
  await expect(page).toHaveURL('/dashboard/tenant/okoa-rent');
  await expect(page.getByRole('region', { name: 'Earlier applications' })).toContainText('Repaid');
});
