import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/auth';

/** The stand-in's simulated phone on the waiting screen (development and tests only). */
const simulatedPhone = (page: Page) =>
  page.getByRole('region', { name: 'Simulated phone (development only)' });

test('a tenant tops up the wallet by M-Pesa with the simulated phone and sees the balance and history', async ({
  page,
}) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Akinyi', lastName: 'Wallet' });
  await page.goto('/dashboard/tenant');
  await expect(page.getByTestId('wallet-balance')).toHaveText('KES 0');
  await page.getByRole('button', { name: 'Top Up Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Deposit' })
    .getByRole('button', { name: /M-Pesa/ })
    .click();
  await expect(page).toHaveURL('/dashboard/tenant/mpesa');

  // Paying without the app: ABODE's paybill and this wallet's account number.
  const paybill = page.getByRole('region', { name: 'Pay without the app' });
  await expect(paybill).toContainText('174379');
  await expect(paybill).toContainText(/AB\d{8}/);

  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue(/^\+254 \d{3} \d{3} \d{3}$/);
  await page.getByLabel('Amount (KES)').fill('5');
  await page.getByRole('button', { name: 'Send M-Pesa Prompt' }).click();
  await expect(page.getByText('The smallest M-Pesa deposit is KES 10.')).toBeVisible();
  await page.getByLabel('Amount (KES)').fill('2500');
  await page.getByRole('button', { name: 'Send M-Pesa Prompt' }).click();

  await expect(
    page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' }),
  ).toBeVisible();
  const phone = simulatedPhone(page);
  await expect(phone).toContainText('Pay KES 2,500 to ABODE');
  await phone.getByLabel('M-Pesa PIN').fill('1234');
  await phone.getByRole('button', { name: 'Enter PIN' }).click();

  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
  await expect(page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/)).toBeVisible();
  await expect(page.getByText('New balance KES 2,500')).toBeVisible();

  await page.getByRole('link', { name: 'Back to dashboard' }).first().click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('KES 2,500');
  const history = page.getByRole('region', { name: 'Recent transactions' });
  await expect(history.getByRole('listitem').first()).toContainText(/M-Pesa deposit [A-Z0-9]{10}/);
  await expect(history.getByRole('listitem').first()).toContainText('+KES 2,500');
});

test('a cancelled prompt says so, and a retry can pay', async ({ page }) => {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Baraka', lastName: 'Cancel' });
  await page.goto('/dashboard/tenant/mpesa');
  await page.getByLabel('Amount (KES)').fill('750');
  await page.getByRole('button', { name: 'Send M-Pesa Prompt' }).click();
  await simulatedPhone(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText('You cancelled the M-Pesa prompt. Nothing was paid.')).toBeVisible();

  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByLabel('Amount (KES)').fill('760');
  await page.getByRole('button', { name: 'Send M-Pesa Prompt' }).click();
  await simulatedPhone(page).getByLabel('M-Pesa PIN').fill('1234');
  await simulatedPhone(page).getByRole('button', { name: 'Enter PIN' }).click();
  await expect(page.getByText('New balance KES 760')).toBeVisible();
});
