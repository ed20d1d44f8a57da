import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { isMobile } from './support';
import { signUpViaApi } from './support/auth';

/** The stand-in's paybill confirmation: the e2e server runs on the Daraja stand-in and its token. */
const confirmation = '/api/payment-callbacks/abode-local-standin-callbacks/c2b/confirmation';

test('a landlord bills water by the meter, and sees revenue, the rent roll and the tenant’s payments', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Wanjiru', lastName: `Roll${stamp}` });
  const property = await (
    await page.request.post('/api/properties', {
      data: {
        name: `Ruaka Court ${stamp}`,
        address: 'Limuru Road',
        city: 'Kiambu',
        state: 'Kiambu County',
        location: 'Ruaka',
      },
    })
  ).json();
  const unit = (
    await (
      await page.request.post(`/api/properties/${property.id}/units`, {
        data: { label: 'C7', monthlyRent: 20_000, deposit: 0 },
      })
    ).json()
  ).units[0];

  // A tenant moves in from the 1st of this month: confirming bills this month's rent at once.
  const tenantContext = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
  });
  const tenant = await tenantContext.newPage();
  await signUpViaApi(tenant, { purpose: 'tenant', firstName: 'Baraka', lastName: `Roll${stamp}` });
  const link = await (
    await tenant.request.post('/api/tenant-properties', { data: { propertyId: property.id } })
  ).json();
  const firstOfMonth = `${new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7)}-01`;
  const confirmed = await page.request.post(`/api/tenant-properties/${link.id}/confirm`, {
    data: { unitId: unit.id, dueDay: 28, startDate: firstOfMonth },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto('/dashboard/landlord');
  const revenue = page.locator('dl').filter({ hasText: 'Revenue' });
  await expect(revenue).toContainText('KES 0');
  await page.getByRole('button', { name: 'Add bill for C7' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a bill' });
  await dialog.getByRole('radio', { name: 'Water' }).click();
  await expect(dialog.getByRole('switch', { name: 'Bill by meter reading' })).toBeChecked();
  await dialog.getByLabel('Previous reading').fill('1204.5');
  await dialog.getByLabel('Current reading').fill('1216.5');
  await dialog.getByLabel('Rate per unit (KES)').fill('150');
  await expect(dialog.getByText('Amount: KES 1,800')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add bill' }).click();
  await expect(page.getByText('Water bill of KES 1,800 added. The tenant can pay it now.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The tenant pays through the API: money in by paybill, then the water bill and the rent from the wallet.
  const { accountNumber } = await (await tenant.request.get('/api/wallet')).json();
  const deposited = await tenant.request.post(confirmation, {
    data: {
      TransactionType: 'Pay Bill',
      TransID: `E2R${Date.now().toString(36).toUpperCase().slice(-7)}`,
      TransTime: '20261201101500',
      TransAmount: '21800.00',
      BusinessShortCode: '174379',
      BillRefNumber: accountNumber,
      MSISDN: '2547 ***** 149',
    },
  });
  expect(deposited.status(), await deposited.text()).toBe(200);
  // Answered once kept, credited just after.
  await expect.poll(async () => (await (await tenant.request.get('/api/wallet')).json()).amount).toBe(21_800);
  const [tenancy] = (await (await tenant.request.get('/api/tenancies')).json()).tenancies;
  const { invoices } = await (await tenant.request.get(`/api/rent/tenancies/${tenancy.id}/invoices`)).json();
  for (const kind of ['water', 'rent']) {
    const invoice = invoices.find((each: { kind: string }) => each.kind === kind);
    const paid = await tenant.request.post(`/api/rent/invoices/${invoice.id}/pay`, {
      data: { amount: invoice.amount },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }
  await tenantContext.close();

  await page.reload();
  // The landlord's bell has the tenant's payments.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet.getByText(`Baraka Roll${stamp} paid KES 20,000`)).toBeVisible();
  await expect(sheet.getByText(`Baraka Roll${stamp} paid KES 1,800`)).toBeVisible();
  await sheet.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(sheet.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  // Revenue is rent alone; the roll and the payments show the water bill too.
  await expect(revenue).toContainText('KES 20,000');
  const roll = page.getByRole('region', { name: 'Rent roll' });
  await expect(roll).toContainText('Earnings balance');
  await expect(roll).toContainText('KES 21,800');
  await expect(roll).toContainText('No arrears');
  const row = isMobile(page)
    ? roll.getByRole('listitem').filter({ hasText: 'C7' })
    : roll.getByRole('row').filter({ hasText: 'C7' });
  await expect(row).toContainText(`Baraka Roll${stamp}`);
  await expect(row).toContainText('incl. bills KES 1,800');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  const payments = page.getByRole('log', { name: 'Recent payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').first()).toContainText(
    `Baraka Roll${stamp} paid KES 20,000 · Rent`,
  );
  await expect(payments.getByRole('listitem').last()).toContainText(
    `Baraka Roll${stamp} paid KES 1,800 · Water`,
  );
  await expect(payments.getByRole('listitem').last()).toContainText(/Receipt ABR/);
});
