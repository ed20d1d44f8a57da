import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SearchResponse, SearchResult } from '@common/listings/listing-contracts';
import { expectHeading } from './support';
import { demoAccounts, demoLandlordName, signInViaApi, signUpViaApi } from './support/auth';

test.describe.configure({ timeout: 120_000 });

/** A home of the demo landlord's (demoLandlordName), found through search. */
async function demoLandlordHome(request: APIRequestContext, intent: 'rent' = 'rent'): Promise<SearchResult> {
  for (let page = 1; page <= 45; page += 1) {
    const response = await request.get('/api/search', { params: { q: '', intent, page, pageSize: 48 } });
    const body = (await response.json()) as SearchResponse;
    const found = body.results.find(
      (listing) => listing.host.name === demoLandlordName && listing.host.kind === 'owner',
    );
    if (found) return found;
    if (page * 48 >= body.total) break;
  }
  throw new Error('No live home for rent hosted by the demo landlord');
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newRenter(page: Page, lastName: string) {
  await signUpViaApi(page, { purpose: 'tenant', firstName: 'Achieng', lastName });
  return `Achieng ${lastName}`;
}

test('a renter applies from a listing and the landlord approves, letting a unit', async ({
  page,
  browser,
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const home = await demoLandlordHome(request);
  const renterName = await newRenter(page, `Apply${stamp}`);

  await page.goto(`/listings/${home.id}`);
  await expectHeading(page, home.name);
  await page.getByRole('button', { name: 'Apply to rent' }).click();
  const form = page.getByRole('dialog', { name: 'Apply to rent this home' });
  await form.getByLabel('Move-in date').fill(inDays(14));
  await form.getByLabel('Household size').fill('3');
  await form.getByLabel('Message to the landlord (optional)').fill('We are a quiet family of three.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent. Follow it on your dashboard.')).toBeVisible();

  await page.goto('/dashboard/tenant');
  const mine = page.getByRole('region', { name: 'My rental applications' });
  await expect(mine.getByRole('listitem').filter({ hasText: home.name }).getByText('Pending')).toBeVisible();

  // The demo landlord has a vacant unit of their own to let.
  const landlordContext = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
  });
  const landlord = await landlordContext.newPage();
  await landlord.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
  await signInViaApi(landlord, demoAccounts.landlord.email, demoAccounts.landlord.password, 'landlord');
  const property = await (
    await landlord.request.post('/api/properties', {
      data: {
        name: `Applied Court ${stamp}`,
        address: 'Kiambu Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Runda',
      },
    })
  ).json();
  const added = await landlord.request.post(`/api/properties/${property.id}/units`, {
    data: { label: 'D4', monthlyRent: 35_000, deposit: 35_000 },
  });
  expect(added.status(), await added.text()).toBe(201);

  await landlord.goto(demoAccounts.landlord.dashboard);
  await expectHeading(landlord, 'Landlord Dashboard');
  await landlord.getByRole('button', { name: 'View Applications' }).click();
  const dialog = landlord.getByRole('dialog', { name: 'Pending applications' });
  await expect(dialog.getByRole('heading', { name: 'Tenant link requests' })).toBeVisible();
  const application = dialog.getByRole('listitem', { name: renterName });
  await expect(application.getByText('We are a quiet family of three.')).toBeVisible();
  await application.getByRole('button', { name: 'Approve' }).click();
  const approve = application.getByRole('form', { name: `Approve ${renterName}` });
  await approve.getByLabel('Unit').selectOption({ label: `D4, Applied Court ${stamp}` });
  await approve.getByRole('button', { name: 'Confirm' }).click();
  await expect(landlord.getByText('Approved: the tenancy has started')).toBeVisible();
  await expect(application.getByText('Approved', { exact: true })).toBeVisible();
  await landlordContext.close();

  await page.reload();
  await expect(mine.getByRole('listitem').filter({ hasText: home.name }).getByText('Approved')).toBeVisible();
  const { tenancies } = await (await page.request.get('/api/tenancies')).json();
  expect(tenancies.map((t: { unit: { label: string } }) => t.unit.label)).toEqual(['D4']);
});

test('the landlord confirms a viewing request and the requester sees it confirmed', async ({
  page,
  browser,
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const home = await demoLandlordHome(request);
  await newRenter(page, `View${stamp}`);
  const message = `Can I come after work? (${stamp})`;
  const asked = await page.request.post('/api/viewings', {
    data: { listingId: home.id, scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(), message },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const landlordContext = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
  });
  const landlord = await landlordContext.newPage();
  await landlord.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
  await signInViaApi(landlord, demoAccounts.landlord.email, demoAccounts.landlord.password, 'landlord');
  await landlord.goto(demoAccounts.landlord.dashboard);
  const hosted = landlord.getByRole('region', { name: 'Viewing requests', exact: true });
  const showAll = hosted.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  const item = hosted.getByRole('listitem').filter({ hasText: stamp });
  await item.getByRole('button', { name: 'Confirm' }).click();
  await expect(landlord.getByText('Viewing confirmed')).toBeVisible();
  await expect(item.getByText('Confirmed', { exact: true })).toBeVisible();
  await landlordContext.close();

  await page.goto('/dashboard/tenant');
  const mine = page
    .getByRole('region', { name: 'My viewing requests' })
    .getByRole('listitem')
    .filter({ hasText: stamp });
  await expect(mine.getByText('Confirmed', { exact: true })).toBeVisible();
  // By keyboard: at 360 px the fixed bottom bar may cover a button scrolled just into view.
  await mine.getByRole('button', { name: 'Cancel request' }).press('Enter');
  await expect(mine.getByText('Cancelled', { exact: true })).toBeVisible();
});
