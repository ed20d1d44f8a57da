import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/auth';
import { confirmPaybill } from './support/paybill';

test('a payment’s notice reaches an open page live, and opens where it leads', async ({ page }) => {
  const stamp = String(Date.now() % 1_000_000);
  await signUpViaApi(page, { firstName: 'Imani', lastName: `Bell${stamp}` });
  await page.goto('/dashboard/tenant');
  const quiet = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(quiet).toBeVisible();
  // The page is listening once the stream is open (its first event has set the count).
  await page.waitForTimeout(500);

  const { accountNumber } = await (await page.request.get('/api/wallet')).json();
  const sent = Date.now();
  await confirmPaybill(page.request, {
    receipt: `E2N${Date.now().toString(36).toUpperCase().slice(-7)}`,
    amount: 2500,
    account: accountNumber,
  });
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 3000 });
  const ms = Date.now() - sent;
  console.log(`notification delivery: paybill callback to the open page's bell in ${ms} ms`);
  expect(ms).toBeLessThan(2000);
  // The balance on the page follows without a reload.
  await expect(page.getByText('KES 2,500').first()).toBeVisible();

  await bell.click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  await sheet.getByRole('link', { name: /KES 2,500 received/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/tenant$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('signed in, the public top bar shows the bell and the account menu instead of Sign Up and Sign In', async ({
  page,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
  await signUpViaApi(page, { firstName: 'Amani', lastName: `Menu${stamp}` });
  await page.goto('/home-services');
  const menu = page.getByRole('button', { name: `Account menu for Amani Menu${stamp}` });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await menu.click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenant$/);
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for Amani Menu${stamp}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
});

test('a tenant chooses what reaches them by SMS and turns data saver on, from Settings', async ({ page }) => {
  const stamp = String(Date.now() % 1_000_000);
  await signUpViaApi(page, { firstName: 'Neema', lastName: `Settings${stamp}` });
  await page.goto('/dashboard/tenant/profile');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenant\/settings#notifications$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  const sms = page.getByRole('switch', { name: 'SMS: Rent invoices and reminders' });
  await expect(sms).toBeChecked();
  await sms.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await expect(sms).not.toBeChecked();
  const dataSaver = page.getByRole('switch', { name: 'Data saver' });
  await dataSaver.click();
  await expect(dataSaver).toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS: Rent invoices and reminders' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'In the app: Rent invoices and reminders' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Data saver' })).toBeChecked();
  const saved = await (await page.request.get('/api/notifications/preferences')).json();
  expect(saved.preferences).toContainEqual({ kind: 'rent.reminder', inApp: true, sms: false });
});
