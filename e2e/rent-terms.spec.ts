import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpViaApi } from './support/auth';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function newPerson(browser: Browser, purpose: string, firstName: string, lastName: string) {
  const context = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });
  const page = await context.newPage();
  await signUpViaApi(page, { purpose, firstName, lastName });
  return page;
}

test('a landlord adds a property and a unit, confirms a tenant into it, and records the move-out', async ({
  page,
  browser,
}) => {
  test.slow(); // Two people, five dialogs (the property's area among them) and a tenancy from start to end.
  const stamp = String(Date.now() % 1_000_000);
  const name = `Ruaka Court ${stamp}`;
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Otieno', lastName: `Landlord${stamp}` });
  await page.goto('/dashboard/landlord');
  const mine = page.getByRole('region', { name: 'My Properties' });
  await mine.getByRole('button', { name: 'Add Property' }).click();
  const addProperty = page.getByRole('dialog', { name: 'Add Property' });
  await addProperty.getByRole('button', { name: 'Save Property' }).click();
  await expect(addProperty.getByText('Property name is required.')).toBeVisible();
  await expect(addProperty.getByText('Choose the area the property is in.')).toBeVisible();
  await addProperty.getByLabel('Property name').fill(name);
  await addProperty.getByLabel('Address').fill('Limuru Road, Ruaka');
  // The area, from the list grouped by city, is where a repair's fundis are looked for first.
  const area = addProperty.getByRole('combobox', { name: 'Area' });
  await expect(area.locator('optgroup[label="Kiambu"]')).toContainText('Ruaka');
  await area.selectOption('Ruaka');
  await addProperty.getByLabel('City or town').fill('Ruaka');
  await addProperty.getByLabel('County').fill('Kiambu County');
  await addProperty.getByRole('button', { name: 'Save Property' }).click();
  await expect(toast(page, 'Property added. Its ID is ABD-')).toBeVisible();
  const property = mine.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const code = /ABD-[2-9A-HJ-NP-Z]{4}/.exec(
    (await property.getByText(/^Property ID ABD-/).textContent()) ?? '',
  )![0];

  await property.getByRole('button', { name: `Add unit to ${name}` }).click();
  const addUnit = page.getByRole('dialog', { name: /Add Unit/ });
  await addUnit.getByLabel('Unit name').fill('Apt 1');
  await addUnit.getByLabel('Monthly rent (KES)').fill('30000.5');
  await addUnit.getByLabel('Deposit (KES)').fill('60000');
  await addUnit.getByRole('button', { name: 'Save Unit' }).click();
  await expect(addUnit.getByText('Monthly rent must be a whole number of shillings.')).toBeVisible();
  await addUnit.getByLabel('Monthly rent (KES)').fill('30000');
  await addUnit.getByRole('button', { name: 'Save Unit' }).click();
  await expect(toast(page, 'Unit saved')).toBeVisible();
  const unit = property.getByRole('listitem').filter({ hasText: 'Apt 1' });
  await expect(unit).toContainText('Vacant');
  await expect(unit).toContainText('Rent KES 30,000 a month · deposit KES 60,000');

  // A tenant links to the property with its ID.
  const tenant = await newPerson(browser, 'tenant', 'Neema', `Tenant${stamp}`);
  const linked = await tenant.request.post('/api/tenant-properties', { data: { propertyId: code } });
  expect(linked.status(), await linked.text()).toBe(201);

  await page.reload();
  const requests = page.getByRole('region', { name: /Tenant link requests/ });
  await requests.getByRole('button', { name: `Confirm Neema Tenant${stamp} at ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Tenant' });
  await confirm.getByRole('button', { name: 'Confirm Tenant' }).click();
  await expect(confirm.getByText('Choose the unit the tenant rents.')).toBeVisible();
  await confirm.getByLabel('Unit').selectOption({ label: 'Apt 1 · KES 30,000' });
  await expect(confirm.getByLabel('Monthly rent (KES)')).toHaveValue('30000');
  await confirm.getByLabel('Rent due day (1–28)').fill('5');
  await confirm.getByLabel('Start date').fill('2026-12-01');
  await confirm.getByRole('button', { name: 'Confirm Tenant' }).click();
  await expect(toast(page, 'Tenant confirmed')).toBeVisible();
  await expect(unit).toContainText(`Occupied by Neema Tenant${stamp}`);
  await expect(unit).toContainText('Pays KES 30,000, due on day 5 of each month');
  await expect(unit).toContainText(`Paybill account ${code.slice(4)}APT1`);

  // The tenant's dashboard shows the unit they rent.
  await tenant.goto('/dashboard/tenant');
  await expect(tenant.getByRole('combobox', { name: 'Apartment' })).toContainText(`Apt 1 · ${name}`);
  await tenant.context().close();

  await unit.getByRole('button', { name: 'End tenancy of Apt 1' }).click();
  const end = page.getByRole('dialog', { name: 'End Tenancy' });
  await end.getByLabel('Move-out date').fill('2026-11-30');
  await end.getByRole('button', { name: 'End Tenancy' }).click();
  await expect(end.getByText('The move-out date cannot be before the tenancy started.')).toBeVisible();
  await end.getByLabel('Move-out date').fill('2027-03-31');
  await end.getByRole('button', { name: 'End Tenancy' }).click();
  await expect(toast(page, 'Tenancy ended')).toBeVisible();
  await expect(unit).toContainText('Vacant');
});

test('a landlord moves a property to another area from its edit form', async ({ page }) => {
  const stamp = String(Date.now() % 1_000_000);
  const name = `Kikuyu Court ${stamp}`;
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Wanjiru', lastName: `Landlord${stamp}` });
  const added = await page.request.post('/api/properties', {
    data: { name, address: 'Waiyaki Way', city: 'Kiambu', state: 'Kiambu County', location: 'Kinoo' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/dashboard/landlord');
  const property = page
    .getByRole('region', { name: 'My Properties' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await property.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Property' });
  const area = edit.getByRole('combobox', { name: 'Area' });
  await expect(area).toHaveValue('Kinoo');
  await expect(area).toHaveAccessibleDescription(
    'Repairs are offered to fundis in and near this area first.',
  );
  await area.selectOption('Kikuyu');
  await edit.getByRole('button', { name: 'Save Property' }).click();
  await expect(toast(page, 'Property saved')).toBeVisible();
  await expect(edit).toBeHidden();
  await property.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(area).toHaveValue('Kikuyu');
  // The dialog fits a 360 px screen: nothing scrolls sideways.
  expect(await edit.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(property).not.toContainText('No area chosen yet');
});
