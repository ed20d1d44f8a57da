import { expect, test } from '@playwright/test';
import { demoAccounts, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';

test('a tenant finds the bank details and reference, simulates a transfer and sees the balance', async ({
  page,
}) => {
  await signUpViaApi(page, { firstName: 'Achieng', lastName: `Bank${Date.now() % 100_000}` });
  await page.goto('/dashboard/tenant');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await page
    .getByRole('dialog', { name: 'Deposit' })
    .getByRole('button', { name: /Bank Transfer/ })
    .click();
  await expect(page).toHaveURL('/dashboard/tenant/bank');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Transfer' })).toBeVisible();

  const account = page.getByRole('region', { name: 'Send your transfer to' });
  await expect(account).toContainText('Account number');
  await expect(account).toContainText('Branch');
  await expect(account.getByRole('button', { name: 'Copy account number' })).toBeVisible();
  const referenceBox = page.getByRole('region', { name: 'Your deposit reference' });
  const reference = (await page.getByTestId('bank-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^ABD[2-9A-HJ-NP-Z]{7}$/);
  await expect(referenceBox.getByRole('button', { name: 'Copy reference' })).toBeVisible();
  await expect(page.getByText('No bank deposits yet.')).toBeVisible();

  // The stand-in bank: a transfer with the reference (as a payer might type it), its signed notification
  // reaching ABODE's webhook.
  const simulator = page.getByRole('region', { name: 'Simulate a bank transfer' });
  await simulator.getByLabel('Amount (KES)').fill('2500');
  await simulator.getByLabel('Reference written by the payer').fill(reference.toLowerCase());
  await simulator.getByRole('button', { name: 'Send transfer' }).click();
  await expect(simulator.getByRole('status')).toHaveText('The bank sent KES 2,500: your wallet is credited.');
  await expect(page.getByTestId('bank-page-balance')).toHaveText('KES 2,500');
  const recent = page.getByRole('region', { name: 'Recent bank deposits' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('listitem')).toContainText('KES 2,500 received');

  // The dashboard's wallet shows it too.
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('KES 2,500');
});

test('the superadmin imports a bank statement and sees what it credited', async ({ page }) => {
  await signUpViaApi(page, { firstName: 'Otieno', lastName: `Statement${Date.now() % 100_000}` });
  const { reference } = (await (await page.request.get('/api/bank-deposits')).json()) as {
    reference: string;
  };
  await signOutViaApi(page);

  const unique = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const csv = [
    'Date,Narrative,Amount,Transaction ID',
    `2026-12-01,"TRF OTIENO ${reference}, rent",4200.00,E2E${unique}A`,
    `2026-12-01,CASH DEPOSIT,800.00,E2E${unique}B`,
    `2026-12-02,${reference},-150.00,E2E${unique}C`,
  ].join('\n');

  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Bank statement import' });
  const importFile = async () => {
    await card
      .getByLabel('Statement file (CSV)')
      .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await card.getByRole('button', { name: 'Import statement' }).click();
  };
  await importFile();
  const summary = card.getByRole('status', { name: 'Import summary' });
  await expect(summary).toContainText('3 lines read');
  await expect(summary).toContainText('Credited to wallets: 1 (KES 4,200)');
  await expect(summary).toContainText('To suspense: 1 (KES 800)');
  await expect(summary).toContainText('Refused: 1');
  await expect(summary).toContainText('Line 4: the amount is not whole shillings above zero');

  // The same file again credits nothing.
  await importFile();
  await expect(summary).toContainText('Already received: 2');
  await expect(summary).toContainText('Credited to wallets: 0 (KES 0)');

  // The unmatched line waits in suspense, and the money overview counts the bank's money in.
  await expect(
    page
      .getByRole('region', { name: 'Suspense payments' })
      .getByRole('listitem')
      .filter({ hasText: `E2E${unique}B` }),
  ).toContainText('Bank transfer');
  await expect(page.getByRole('region', { name: 'Money overview' })).toContainText('Bank');
});
