import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/auth';

test('a tenant pays rent: the wallet is short, M-Pesa brings the rest, the wallet pays the invoice', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now() % 1_000_000);
  // A landlord lets a unit at KES 20,000 from the 1st of this month (through the API: the landlord's screens
  // have their own tests).
  const landlordContext = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
  });
  const landlord = await landlordContext.newPage();
  await signUpViaApi(landlord, { purpose: 'landlord', firstName: 'Otieno', lastName: `Rent${stamp}` });
  const property = await (
    await landlord.request.post('/api/properties', {
      data: {
        name: `Kasarani Flats ${stamp}`,
        address: 'Thika Road',
        city: 'Nairobi',
        state: 'Nairobi County',
      },
    })
  ).json();
  const unit = (
    await (
      await landlord.request.post(`/api/properties/${property.id}/units`, {
        data: { label: 'B4', monthlyRent: 20_000, deposit: 0 },
      })
    ).json()
  ).units[0];

  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Zawadi', lastName: `Rent${stamp}` });
  const link = await (
    await page.request.post('/api/tenant-properties', { data: { propertyId: property.id } })
  ).json();
  const firstOfMonth = `${new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7)}-01`;
  const confirmed = await landlord.request.post(`/api/tenant-properties/${link.id}/confirm`, {
    data: { unitId: unit.id, dueDay: 5, startDate: firstOfMonth },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await landlordContext.close();

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
