import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SearchResponse, SearchResult, ViewingRequest } from '@common/listings/listing-contracts';
import { expectHeading } from './support';
import { demoAccounts, demoLandlordName, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';

// A search through the demo listings, a sign-up and the landlord's dashboard: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

const myViewings = (page: Page) => page.getByRole('region', { name: 'My viewing requests' });
/** The host's card; `exact`, as 'My viewing requests' contains the same words. */
const hostedViewings = (page: Page) => page.getByRole('region', { name: 'Viewing requests', exact: true });

/** Each run's requests are told apart by a token, so parallel projects on one server never mix them. */
const newToken = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A word of letters only, different on every call (for names). */
const randomLetters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function searchPages(
  request: APIRequestContext,
  predicate: (listing: SearchResult) => boolean,
  params: { q: string; intent?: 'rent' | 'buy' },
  maxPages = 45,
): Promise<SearchResult | undefined> {
  for (let page = 1; page <= maxPages; page += 1) {
    const response = await request.get('/api/search', { params: { ...params, page, pageSize: 48 } });
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as SearchResponse;
    const found = body.results.find(predicate);
    if (found) return found;
    if (page * 48 >= body.total) return undefined;
  }
  return undefined;
}

const hostedByDemoLandlord = (listing: SearchResult) =>
  listing.host.name === demoLandlordName && listing.host.kind === 'owner';

/** A live listing the demo landlord hosts, found through the public search. */
async function demoLandlordListing(request: APIRequestContext): Promise<SearchResult> {
  for (const intent of ['rent', 'buy'] as const) {
    const found = await searchPages(request, hostedByDemoLandlord, { q: '', intent });
    if (found) return found;
  }
  throw new Error(`No live listing hosted by ${demoLandlordName} in the demo data`);
}

/**
 * A live listing someone else hosts (so the landlord asks to view another host's home), a different one for
 * each project: the demo landlord may have one open request per home, and both widths run on one server.
 */
async function someoneElsesListing(request: APIRequestContext): Promise<SearchResult> {
  let skip = test.info().project.name === 'mobile' ? 0 : 1;
  const found = await searchPages(request, (listing) => !hostedByDemoLandlord(listing) && skip-- === 0, {
    q: 'apartment',
  });
  if (!found) throw new Error('No listing in the demo data');
  return found;
}

async function tomorrow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  });
}

test('a landlord requests a viewing and follows it on their own dashboard', async ({ page, request }) => {
  const token = newToken();
  const message = `Could I see it on my way from work? (${token})`;
  const listing = await someoneElsesListing(request);
  await signInViaApi(page, demoAccounts.landlord.email, demoAccounts.landlord.password, 'landlord');

  await page.goto(`/listings/${listing.id}`);
  await expectHeading(page, listing.name);
  await page.getByRole('button', { name: 'Schedule Viewing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a viewing' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Day').fill(await tomorrow(page));
  await dialog.getByLabel('Time').selectOption('16:30');
  await dialog.getByLabel('Message to the host (optional)').fill(message);
  await dialog.getByRole('button', { name: 'Request viewing' }).click();
  await expect(page.getByText('Viewing requested')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(demoAccounts.landlord.dashboard);
  await expectHeading(page, 'Landlord Dashboard');
  const mine = myViewings(page).getByRole('listitem').filter({ hasText: token });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: listing.name })).toHaveAttribute(
    'href',
    `/listings/${listing.id}`,
  );
  await expect(mine.locator('time')).toHaveText(/16:30/);
  // It is the landlord's own request, not one made to them: the host's card does not list it.
  await expect(hostedViewings(page).getByText(token)).toHaveCount(0);

  // The link leads back to the home.
  await mine.getByRole('link', { name: listing.name }).click();
  await expect(page).toHaveURL(`/listings/${listing.id}`);
  await expectHeading(page, listing.name);
});

test('the demo landlord sees a viewing request made for one of their listings', async ({ page, request }) => {
  const token = newToken();
  const message = `Is the water supply reliable? (${token})`;
  const listing = await demoLandlordListing(request);

  // Someone else asks to view the landlord's home.
  const visitor = await signUpViaApi(page, { firstName: 'Amani', lastName: `Kiprop${randomLetters()}` });
  const scheduledAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  scheduledAt.setUTCHours(8, 0, 0, 0); // 11:00 in Nairobi
  const created = await page.request.post('/api/viewings', {
    data: { listingId: listing.id, scheduledAt: scheduledAt.toISOString(), message },
  });
  expect(created.status(), await created.text()).toBe(201);
  const viewing = (await created.json()) as ViewingRequest;
  await signOutViaApi(page);

  await signInViaApi(page, demoAccounts.landlord.email, demoAccounts.landlord.password, 'landlord');
  await page.goto(demoAccounts.landlord.dashboard);
  await expectHeading(page, 'Landlord Dashboard');
  const hosted = hostedViewings(page);
  await expect(hosted).toBeVisible();
  const showAll = hosted.getByRole('button', { name: /^Show all / });
  const item = hosted.getByRole('listitem').filter({ hasText: token });
  // The newest come first among upcoming ones only when they are soonest: open the whole list if it is long.
  await expect(hosted.getByRole('listitem').first()).toBeVisible();
  if (await showAll.isVisible()) await showAll.click();
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: listing.name })).toHaveAttribute(
    'href',
    `/listings/${listing.id}`,
  );
  await expect(item).toContainText(`From ${visitor.first_name} ${visitor.last_name}`);
  await expect(item).toContainText(message);
  await expect(item.locator('time').first()).toHaveAttribute('datetime', viewing.scheduledAt);
  // The request is not the landlord's own booking.
  await expect(myViewings(page).getByText(token)).toHaveCount(0);
});

test("a new landlord's dashboard says honestly that nobody has asked yet", async ({ page }) => {
  await signUpViaApi(page, { purpose: 'landlord', firstName: 'Nyokabi', lastName: 'Kariuki' });
  await page.goto('/dashboard/landlord');
  await expectHeading(page, 'Landlord Dashboard');
  await expect(hostedViewings(page)).toContainText('No viewing requests yet');
  await expect(hostedViewings(page).getByRole('listitem')).toHaveCount(0);
  await expect(myViewings(page)).toContainText("You haven't requested any viewings yet.");
  await expect(page.getByRole('region', { name: 'My service requests' })).toContainText(
    "You haven't requested any services yet.",
  );
});
