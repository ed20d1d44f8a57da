import { expect, test } from '@playwright/test';
import { demoAccounts, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';
import { confirmPaybill } from './support/paybill';

test('the superadmin allocates a paybill payment that matched no account to a tenant’s wallet', async ({
  page,
}) => {
  // A tenant whose wallet number the payer should have typed.
  const tenant = await signUpViaApi(page, {
    firstName: 'Njeri',
    lastName: `Suspense${Date.now() % 100_000}`,
  });
  const { accountNumber } = (await (await page.request.get('/api/wallet')).json()) as {
    accountNumber: string;
  };
  await signOutViaApi(page);

  // M-Pesa confirms a paybill payment for an account number that matches nothing: it lands in suspense.
  const receipt = `E2S${Date.now().toString(36).toUpperCase().slice(-7)}${Math.floor(Math.random() * 10)}`;
  await confirmPaybill(page.request, {
    receipt: receipt,
    amount: 3750,
    account: `XX${accountNumber.slice(2)}`,
    firstName: 'Njeri',
  });

  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  // Answered once kept, credited just after: wait until suspense holds it before opening the page.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/payments/suspense')).json()))
    .toContain(receipt);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Suspense payments' });
  const row = card.getByRole('listitem').filter({ hasText: receipt });
  await expect(row).toContainText('KES 3,750');
  await expect(row).toContainText(`Account typed: XX${accountNumber.slice(2)}`);
  // By keyboard: on a phone-sized screen the cards around it keep loading and moving under a pointer.
  await row.getByRole('button', { name: `Allocate ${receipt}` }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `Allocate ${receipt}` });
  // By keyboard too: at 360 px a pointer click on the dialog's button was taken by what moved under it.
  const allocate = async () => {
    await dialog.getByRole('button', { name: 'Allocate payment' }).focus();
    await page.keyboard.press('Enter');
  };
  await allocate();
  await expect(dialog.getByText('Enter the account number to allocate to.')).toBeVisible();
  await expect(dialog.getByText('Say in at least 10 characters why')).toBeVisible();

  // An account that matches nothing is refused by the API and said in the dialog.
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('AB00000000');
  await dialog.getByLabel('Reason').fill('The payer sent an SMS with the right wallet number.');
  await allocate();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'No wallet has this account number.' }),
  ).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Account number' }).fill(accountNumber.toLowerCase());
  await allocate();
  await expect(page.getByText(`${receipt} allocated`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // The money is in the tenant's wallet.
  await signOutViaApi(page);
  await signInViaApi(page, tenant.email, tenant.password);
  const wallet = (await (await page.request.get('/api/wallet')).json()) as { amount: number };
  expect(wallet.amount).toBe(3750);
});
