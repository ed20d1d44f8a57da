import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from './support/auth';

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

/** Another person in a browser of their own, the size of this test's. */
async function person(browser: Browser, page: Page, purpose: string, lastName: string) {
  const viewport = page.viewportSize() ?? undefined;
  const context = await browser.newContext({ baseURL, viewport, isMobile: (viewport?.width ?? 1280) < 768 });
  const other = await context.newPage();
  const email = uniqueEmail();
  await signUpViaApi(other, { purpose, firstName: 'Test', lastName, email });
  return { context, page: other, email };
}

/**
 * Through the API: a landlord's property with unit B4 let to a tenant, a caretaker named for it, and the
 * tenant's report of a leaking tap. Returns the people and the request's id.
 */
async function reportedLeak(browser: Browser, page: Page, stamp: string) {
  const landlord = await person(browser, page, 'landlord', `Owner${stamp}`);
  const caretaker = await person(browser, page, 'property_manager', `Care${stamp}`);
  const tenant = await person(browser, page, 'tenant', `Tenant${stamp}`);
  const propertyName = `Riara Court ${stamp}`;
  const property = await (
    await landlord.page.request.post('/api/properties', {
      data: {
        name: propertyName,
        address: 'Riara Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Kilimani',
      },
    })
  ).json();
  const unit = (
    await (
      await landlord.page.request.post(`/api/properties/${property.id}/units`, {
        data: { label: 'B4', monthlyRent: 20_000, deposit: 0 },
      })
    ).json()
  ).units[0];
  const named = await landlord.page.request.put(`/api/properties/${property.id}/caretaker`, {
    data: { contact: caretaker.email },
  });
  expect(named.status(), await named.text()).toBe(200);
  const link = await (
    await tenant.page.request.post('/api/tenant-properties', { data: { propertyId: property.id } })
  ).json();
  const firstOfMonth = `${new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7)}-01`;
  const confirmed = await caretaker.page.request.post(`/api/tenant-properties/${link.id}/confirm`, {
    data: { unitId: unit.id, dueDay: 5, startDate: firstOfMonth },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const reported = await tenant.page.request.post('/api/maintenance/requests', {
    data: {
      category: 'plumbing',
      description: 'The kitchen tap leaks all night and the cupboard is wet.',
      urgency: 'soon',
      accessNotes: 'Key with the caretaker.',
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const requestId = ((await reported.json()) as { id: string }).id;
  return { landlord, caretaker, tenant, propertyName, requestId, people: [landlord, caretaker, tenant] };
}

test('the caretaker sees a new maintenance request in Daily Tasks and follows it to the request', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now() % 1_000_000);
  const { caretaker, propertyName, requestId, people } = await reportedLeak(browser, page, stamp);

  await caretaker.page.goto('/dashboard/caretaker');
  const tasks = caretaker.page.getByRole('region', { name: 'Daily Tasks', exact: true });
  const task = tasks.getByRole('link', { name: new RegExp(`New request: Plumbing at B4, ${propertyName}`) });
  await expect(task).toBeVisible();
  await expect(task).toContainText('Test Tenant' + stamp);
  // The caretaker's tenants, with the phone to call (and no balances).
  const tenants = caretaker.page.getByRole('region', { name: 'Tenants', exact: true });
  await expect(tenants.getByText(`Test Tenant${stamp}`)).toBeVisible();
  await expect(tenants.getByText(`B4, ${propertyName}`)).toBeVisible();
  await expect(
    tenants.getByRole('link', { name: new RegExp(`^Call Test Tenant${stamp} on `) }),
  ).toBeVisible();

  await task.click();
  await expect(caretaker.page).toHaveURL(new RegExp(`/maintenance/${requestId}$`));
  await expect(
    caretaker.page.getByRole('heading', { name: `Plumbing problem at B4, ${propertyName}` }),
  ).toBeVisible();
  // Acknowledged, it is no longer a new request to do.
  await caretaker.page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(caretaker.page.getByText('Acknowledged', { exact: true }).first()).toBeVisible();
  await caretaker.page.goto('/dashboard/caretaker');
  const after = caretaker.page.getByRole('region', { name: 'Daily Tasks', exact: true });
  await expect(after.getByText('No tasks for today')).toBeVisible();
  await expect(after.getByRole('link', { name: /New request: Plumbing/ })).toHaveCount(0);

  for (const one of people) await one.context.close();
});

test('the provider finds a maintenance job assigned to them in Service Requests and opens it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now() % 1_000_000);
  const { caretaker, propertyName, requestId, people } = await reportedLeak(browser, page, stamp);
  const provider = await person(browser, page, 'service_provider', `Fundi${stamp}`);
  const saved = await provider.page.request.put('/api/services/my-profile', {
    data: {
      businessName: `Riara Plumbers ${stamp}`,
      categories: ['plumbing'],
      areas: ['Kilimani'],
      priceFrom: 1500,
      availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '18:00' },
      description: 'Leaking taps and blocked drains fixed the same day around Kilimani.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const providerId = ((await saved.json()) as { profile: { id: string } }).profile.id;
  const assigned = await caretaker.page.request.post(`/api/maintenance/requests/${requestId}/assign`, {
    data: { providerId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await provider.page.goto('/dashboard/provider');
  const requests = provider.page.getByRole('region', { name: 'Service Requests', exact: true });
  await expect(requests.getByText('Maintenance job')).toBeVisible();
  await expect(requests.getByText('Assigned to you: open it to accept or decline.')).toBeVisible();
  await requests.getByRole('link', { name: `Plumbing · B4, ${propertyName}` }).click();
  await expect(provider.page).toHaveURL(new RegExp(`/maintenance/${requestId}$`));
  await provider.page.getByRole('button', { name: 'Accept job' }).click();
  await expect(provider.page.getByText('Accepted by the provider')).toBeVisible();
  // Accepted, it moves to My Schedule, to be given a day.
  await provider.page.goto('/dashboard/provider');
  const schedule = provider.page.getByRole('region', { name: 'My Schedule', exact: true });
  await expect(schedule.getByRole('heading', { name: 'To schedule' })).toBeVisible();
  await expect(schedule.getByRole('link', { name: `Plumbing · B4, ${propertyName}` })).toBeVisible();
  await expect(
    provider.page
      .getByRole('region', { name: 'Service Requests', exact: true })
      .getByRole('link', { name: `Plumbing · B4, ${propertyName}` }),
  ).toHaveCount(0);

  for (const one of [...people, provider]) await one.context.close();
});

test('a landlord opens Settings from the account menu and changes a preference', async ({ page }) => {
  const stamp = String(Date.now() % 1_000_000);
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Baraka', lastName: `Settings${stamp}` });
  await page.goto('/dashboard/landlord');
  await expect(page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: `Account menu for Baraka Settings${stamp}` }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const sms = page.getByRole('switch', { name: 'SMS: Maintenance requests' });
  const was = await sms.isChecked();
  await sms.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  const dark = page.getByRole('switch', { name: 'Dark mode' });
  await dark.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  const again = page.getByRole('switch', { name: 'SMS: Maintenance requests' });
  if (was) await expect(again).not.toBeChecked();
  else await expect(again).toBeChecked();
  const saved = await (await page.request.get('/api/notifications/preferences')).json();
  expect(saved.preferences).toContainEqual(expect.objectContaining({ kind: 'maintenance', sms: !was }));
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  // The dashboard keeps the theme chosen there.
  await page.goto('/dashboard/landlord');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
