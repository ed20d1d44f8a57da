import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/auth';
import { confirmPaybill } from './support/paybill';

async function fundWallet(page: Page, amount: number) {
  const { accountNumber } = await (await page.request.get('/api/wallet')).json();
  await confirmPaybill(page.request, {
    receipt: `TKPB${Date.now().toString(36).toUpperCase().slice(-5)}${Math.floor(Math.random() * 1000)}`,
    amount: amount,
    account: accountNumber,
  });
  await expect.poll(async () => (await (await page.request.get('/api/wallet')).json()).amount).toBe(amount);
}

test('a tenant pays their own water bill from Pay Bills with a receipt, then pays KPLC, saves it and reuses, renames and removes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now() % 1_000_000);
  // A landlord lets a unit from the 1st of this month (its rent is billed at once) and adds a water bill.
  const landlordContext = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
  });
  const landlord = await landlordContext.newPage();
  await signUpViaApi(landlord, { purpose: 'landlord', firstName: 'Otieno', lastName: `Bills${stamp}` });
  const property = await (
    await landlord.request.post('/api/properties', {
      data: {
        name: `Ngong Court ${stamp}`,
        address: 'Ngong Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Kilimani',
      },
    })
  ).json();
  const unit = (
    await (
      await landlord.request.post(`/api/properties/${property.id}/units`, {
        data: { label: 'B4', monthlyRent: 9_000, deposit: 0 },
      })
    ).json()
  ).units[0];
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Akinyi', lastName: `Bills${stamp}` });
  const link = await (
    await page.request.post('/api/tenant-properties', { data: { propertyId: property.id } })
  ).json();
  const month = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
  const confirmed = await landlord.request.post(`/api/tenant-properties/${link.id}/confirm`, {
    data: { unitId: unit.id, dueDay: 5, startDate: `${month}-01` },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { tenancies } = await (await page.request.get('/api/tenancies')).json();
  const water = await landlord.request.post(`/api/rent/tenancies/${tenancies[0].id}/bills`, {
    data: { kind: 'water', period: month, dueDate: `${month}-28`, amount: 1_250 },
  });
  expect(water.status(), await water.text()).toBe(201);
  await landlordContext.close();
  await fundWallet(page, 3_000);

  await page.goto('/dashboard/tenant/send-bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Bills' })).toBeVisible();
  const own = page.getByRole('region', { name: 'Your bills from Rent & Bills' });
  const waterBill = own.getByRole('listitem', { name: /^Water for / });
  const rentBill = own.getByRole('listitem', { name: /^Rent for / });
  await expect(waterBill).toContainText('KES 1,250');
  await expect(waterBill).toContainText(/Due 28 /);
  await expect(rentBill).toContainText('KES 9,000');

  // The rent is more than the wallet holds: it says so and offers a top-up.
  await rentBill.getByRole('button', { name: /^Pay from wallet: Rent for / }).click();
  await expect(rentBill).toContainText('Your wallet is KES 6,000 short.');
  await rentBill.getByRole('button', { name: 'Cancel' }).click();

  // The water bill is paid in place: its receipt shows, and it leaves the list.
  await waterBill.getByRole('button', { name: /^Pay from wallet: Water for / }).click();
  await waterBill.getByRole('button', { name: 'Pay KES 1,250 from wallet' }).click();
  const paid = own.getByRole('status').filter({ hasText: 'Bill paid' });
  await expect(paid).toContainText('KES 1,250 paid: Water for');
  await expect(paid).toContainText(/ABR[2-9A-HJ-NP-Z]{8}/);
  await expect(paid).toContainText('KES 1,750');
  await expect(waterBill).toHaveCount(0);
  await expect(rentBill).toBeVisible();
  const receiptNumber = (await paid.locator('dd.font-mono').textContent())!.trim();
  await paid.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(`/receipts/${receiptNumber}`);
  await expect(page.getByText(receiptNumber, { exact: true })).toBeVisible();
  await page.goBack();

  // A KPLC token purchase, then 'Save this biller'.
  await expect(page.getByRole('region', { name: 'Saved billers' })).toContainText('No saved billers yet');
  await page.getByLabel('Biller', { exact: true }).selectOption({ label: 'KPLC Prepaid (tokens)' });
  await page.getByLabel('Meter number').fill('12345678901');
  await page.getByLabel('Amount (KES)').fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and send KES 505' }).click();
  await expect(page.getByRole('heading', { name: 'Money sent' })).toBeVisible({ timeout: 15_000 });
  const offer = page.getByRole('form', { name: 'Save this biller' });
  await offer.getByLabel('Name').fill('Home KPLC');
  await offer.getByRole('button', { name: 'Save this biller' }).click();
  await expect(page.getByText('Saved as ‘Home KPLC’')).toBeVisible();

  const saved = page.getByRole('region', { name: 'Saved billers' });
  const home = saved.getByRole('listitem', { name: 'Home KPLC' });
  await expect(home).toContainText('KPLC Prepaid (tokens) · 12345678901');

  // Picking it fills the form with its biller and meter.
  await home.getByRole('button', { name: 'Pay Home KPLC' }).click();
  await expect(page.getByLabel('Biller', { exact: true })).toHaveValue('kplc-prepaid');
  await expect(page.getByLabel('Meter number')).toHaveValue('12345678901');
  await expect(page.getByLabel('Amount (KES)')).toBeFocused();

  // Renamed, then removed.
  await home.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename ‘Home KPLC’' });
  await rename.getByLabel('Name').fill('Flat tokens');
  await rename.getByRole('button', { name: 'Save' }).click();
  const flat = saved.getByRole('listitem', { name: 'Flat tokens' });
  await expect(flat).toContainText('12345678901');
  await flat.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove ‘Flat tokens’?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(saved).toContainText('No saved billers yet');

  // Nothing runs off the side of a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
