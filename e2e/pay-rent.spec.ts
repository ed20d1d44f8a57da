import { expect, test } from '@playwright/test';
import { rentedFromThisMonth } from './support/tenancy';

test('a tenant pays rent: the wallet is short, M-Pesa brings the rest, the wallet pays the invoice', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  await rentedFromThisMonth(browser, page, {
    property: `Kasarani Flats ${stamp}`,
    unit: 'B4',
    monthlyRent: 20_000,
    tenant: { firstName: 'Zawadi', lastName: `Rent${stamp}` },
  });

  await page.goto('/dashboard/tenant/rent');
  await expect(page.getByText(`B4 · Kasarani Flats ${stamp}`)).toBeVisible();
  const rent = page.getByRole('region', { name: 'Monthly rent' });
  await expect(rent).toContainText('KES 20,000');
  await rent.getByRole('button', { name: 'Pay Rent Now' }).click();

  const pay = page.getByRole('dialog', { name: /^Pay Rent for/ });
  await expect(pay.getByLabel('Amount (KES)')).toHaveValue('20000');
  await expect(pay).toContainText('Your wallet has KES 0.');
  await pay.getByRole('button', { name: 'Pay from Wallet' }).click();
  await expect(pay.getByText('Your wallet balance is too low for this payment.')).toBeVisible();
  await pay.getByRole('link', { name: 'Pay KES 20,000 by M-Pesa' }).click();

  await expect(page).toHaveURL(/\/dashboard\/tenant\/mpesa\?/);
  await expect(page.getByLabel('Amount (KES)')).toHaveValue('20000');
  await page.getByRole('button', { name: 'Send M-Pesa Prompt' }).click();
  const phone = page.getByRole('region', { name: 'Simulated phone (development only)' });
  await phone.getByLabel('M-Pesa PIN').fill('1234');
  await phone.getByRole('button', { name: 'Enter PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
  await expect(page.getByText('Your wallet then paid the invoice you were paying.')).toBeVisible();

  await page.getByRole('link', { name: 'See Rent & Bills' }).click();
  await expect(rent.getByText('Paid', { exact: true })).toBeVisible();
  await expect(rent.getByRole('button', { name: 'Pay Rent Now' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history).toContainText('KES 20,000');
  await expect(history.getByRole('link', { name: /^Receipt ABR/ })).toBeVisible();
});
