import { expect, test } from '@playwright/test';
import { expectHeading } from './support';
import { signUpViaApi } from './support/auth';

test.describe.configure({ timeout: 90_000 });

test('a landlord sends a notice that the tenant reads, and sees it read', async ({ page, browser }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const propertyName = `Notice Court ${stamp}`;
  const title = `Water off on Monday ${stamp}`;

  // The landlord lets a unit to a new tenant (through the API; the landlord's screens are tested elsewhere).
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Otieno', lastName: `Notice${stamp}` });
  const property = await (
    await page.request.post('/api/properties', {
      data: {
        name: propertyName,
        address: 'Ngong Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Kilimani',
      },
    })
  ).json();
  const unit = (
    await (
      await page.request.post(`/api/properties/${property.id}/units`, {
        data: { label: 'B2', monthlyRent: 20_000, deposit: 0 },
      })
    ).json()
  ).units[0];
  const tenantContext = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
  });
  const tenant = await tenantContext.newPage();
  await tenant.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
  await signUpViaApi(tenant, { purpose: 'tenant', firstName: 'Wanjiru', lastName: `Reader${stamp}` });
  const link = await (
    await tenant.request.post('/api/tenant-properties', { data: { propertyId: property.id } })
  ).json();
  const confirmed = await page.request.post(`/api/tenant-properties/${link.id}/confirm`, {
    data: { unitId: unit.id, dueDay: 5, startDate: `${new Date().toISOString().slice(0, 7)}-01` },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The landlord sends a water interruption notice from 'Send Notices'.
  await page.goto('/dashboard/landlord');
  await expectHeading(page, 'Landlord Dashboard');
  await page.getByRole('button', { name: 'Send Notices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a notice' });
  await dialog.getByLabel('Template').selectOption({ label: 'Water interruption' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Water interruption');
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Message')
    .fill('Water will be off on Monday from 9:00 to 13:00 for tank cleaning.');
  await dialog.getByRole('button', { name: 'Send notice' }).click();
  await expect(page.getByText('Notice sent to 1 tenant')).toBeVisible();
  const sent = dialog.getByRole('listitem', { name: title });
  await expect(sent.getByText('Read by 0 of 1')).toBeVisible();
  await expect(sent.getByText('Not read yet')).toBeVisible();

  // The tenant sees it on their dashboard and opens it.
  await tenant.goto('/dashboard/tenant');
  const notices = tenant.getByRole('region', { name: 'Notices' });
  await expect(notices.getByText(title)).toBeVisible({ timeout: 20_000 });
  // By keyboard: at 360 px the fixed bottom bar may cover a button scrolled just into view.
  await notices.getByRole('button', { name: `Read notice: ${title}` }).press('Enter');
  const opened = tenant.getByRole('dialog', { name: title });
  await expect(
    opened.getByText('Water will be off on Monday from 9:00 to 13:00 for tank cleaning.'),
  ).toBeVisible();
  await tenantContext.close();

  // The landlord sees it read.
  await page.reload();
  await page.getByRole('button', { name: 'Send Notices' }).click();
  const again = page.getByRole('dialog', { name: 'Send a notice' }).getByRole('listitem', { name: title });
  await expect(again.getByText('Read by 1 of 1')).toBeVisible();
  await expect(again.getByText(/^Read /).first()).toBeVisible();
});
