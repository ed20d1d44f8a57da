import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectHeading } from './support';
import { demoAccounts, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';

// A real search, a booking, the provider's dashboard and a review: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The demo provider: a Kilimani plumber (provider@demo.abode.co.ke). */
const plumber = "Achieng's Plumbing Services";
const jobText = 'My kitchen tap is leaking in Kilimani';

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Describe the service you need' });
const results = (page: Page) => page.getByRole('region', { name: 'Service providers' });
const card = (page: Page, name: string) => results(page).getByRole('article', { name });

/** The number in the card's '(N reviews)'. */
async function reviewCount(scope: Locator): Promise<number> {
  const text = (await scope.getByText(/^\(\d+ reviews?\)$/).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

async function findPlumber(page: Page): Promise<Locator> {
  await searchBox(page).fill(jobText);
  await page.getByRole('button', { name: 'Find Services with AI' }).click();
  await expect(page).toHaveURL(/\/home-services\?q=My\+kitchen\+tap/);
  await expect(results(page).getByRole('status')).toHaveText(/^[\d,]+ Service Providers? Found$/, {
    timeout: 15_000,
  });
  // The new answer is in: what the search understood from the words.
  await expect(page.getByRole('list', { name: 'We understood' }).getByRole('listitem')).toHaveText([
    'Plumbing',
    'Kilimani',
  ]);
  const found = card(page, plumber);
  await expect(found).toBeVisible();
  return found;
}

test('a tenant finds a plumber by describing a leak, books, the provider runs the job, the review shows', async ({
  page,
}) => {
  // Each run's job is told apart by a token, so parallel projects on one server never mix their requests.
  const token = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const job = `Kitchen tap leaking under the sink (${token})`;
  const comment = `Fixed the leak in an hour, thank you (${token})`;

  // The page as the spec has it: hero, quick chips, the category filter, the provider link.
  await page.goto('/home-services');
  await expectHeading(page, 'Find Quality Home & Office Services');
  for (const chip of ['cleaning', 'plumbing', 'electrical', 'gardening', 'delivery']) {
    await expect(page.getByRole('button', { name: `Search for ${chip}` })).toBeVisible();
  }
  const filter = page.getByRole('group', { name: 'Category' });
  await expect(filter.getByRole('button')).toHaveText([
    'All',
    'Cleaning',
    'Plumbing',
    'Electrical',
    'Carpentry',
    'Painting',
    'Gardening',
    'Delivery',
  ]);
  await expect(page.getByRole('link', { name: 'Offer your services' })).toHaveAttribute(
    'href',
    '/signup?as=provider',
  );

  // Signed out, 'Schedule Service' goes to sign in and back.
  let plumberCard = await findPlumber(page);
  await expect(plumberCard.getByText('Kilimani, Nairobi')).toBeVisible();
  await expect(plumberCard.getByText('From KES 1,500', { exact: true })).toBeVisible();
  const match = plumberCard.getByRole('region', { name: 'AI Match Analysis' });
  await expect(match).toContainText('100% match');
  await expect(match).toContainText('Serves Kilimani');
  await expect(plumberCard.getByRole('term').filter({ hasText: 'Verified Provider' })).toBeVisible();
  await expect(plumberCard.getByRole('definition').filter({ hasText: 'Nairobi' })).toBeVisible();
  const reviewsBefore = await reviewCount(plumberCard);
  expect(reviewsBefore).toBeGreaterThan(0);
  const searchUrl = new URL(page.url());
  await plumberCard.getByRole('button', { name: 'Schedule Service' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' &&
      url.searchParams.get('redirectTo') === `${searchUrl.pathname}${searchUrl.search}`,
  );

  // The category filter and the search live in the URL.
  await signInViaApi(page, demoAccounts.tenant.email, demoAccounts.tenant.password, 'tenant');
  await page.goto(`${searchUrl.pathname}${searchUrl.search}&category=plumbing`);
  await expect(searchBox(page)).toHaveValue(jobText);
  await expect(filter.getByRole('button', { name: 'Plumbing' })).toHaveAttribute('aria-pressed', 'true');
  plumberCard = card(page, plumber);

  // 'View Details' opens the provider's page with areas, hours and reviews.
  await plumberCard.getByRole('link', { name: `View Details: ${plumber}` }).click();
  await expectHeading(page, plumber);
  await expect(page.getByRole('heading', { name: 'Areas served' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Working hours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home services' }).click();
  await expect(page).toHaveURL(/category=plumbing/);

  // Booking: the job, where, a day and time within the provider's hours, a budget.
  await card(page, plumber).getByRole('button', { name: 'Schedule Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Service' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Describe the job in 10 to 1,000 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Describe the job' }).fill(job);
  await dialog.getByRole('textbox', { name: 'Address' }).fill('Argwings Kodhek Road, Kilimani, house 12');
  // The second working day, so no time of it has passed yet.
  await dialog.getByRole('combobox', { name: 'Day' }).selectOption({ index: 2 });
  await dialog.getByRole('combobox', { name: 'Time' }).selectOption('10:00');
  await dialog.getByRole('textbox', { name: 'Budget in KES (optional)' }).fill('2000');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Service requested')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The tenant sees it in their dashboard, waiting for the provider.
  await page.goto('/dashboard/tenant');
  const myRequests = page.getByRole('region', { name: 'My service requests' });
  const myRequest = myRequests.getByRole('listitem').filter({ hasText: token });
  await expect(myRequest).toContainText('Requested');
  await expect(myRequest.getByRole('button', { name: `Cancel request to ${plumber}` })).toBeVisible();

  // The provider accepts, finds it in 'My Schedule' and marks it complete.
  await signOutViaApi(page);
  await signInViaApi(page, demoAccounts.provider.email, demoAccounts.provider.password, 'provider');
  await page.goto('/dashboard/provider');
  await expectHeading(page, 'Service Provider Dashboard');
  await expect(
    page.getByRole('region', { name: 'My Services' }).getByRole('textbox', { name: 'Business name' }),
  ).toHaveValue(plumber);
  const incoming = page
    .getByRole('region', { name: 'Service Requests' })
    .getByRole('listitem')
    .filter({ hasText: token });
  await expect(incoming).toContainText('KES 2,000');
  await incoming.getByRole('button', { name: /^Accept request from / }).click();
  await expect(page.getByText('Request accepted')).toBeVisible();
  const scheduled = page
    .getByRole('region', { name: 'My Schedule' })
    .getByRole('listitem')
    .filter({ hasText: token });
  await expect(scheduled).toContainText('10:00');
  await scheduled.getByRole('button', { name: /^Mark job for .+ complete$/ }).click();
  await expect(page.getByText('Job marked complete')).toBeVisible();
  const done = page
    .getByRole('region', { name: 'Job History' })
    .getByRole('listitem')
    .filter({ hasText: token });
  await expect(done).toContainText('Completed');
  await expect(page.getByRole('region', { name: 'My Ratings' })).toContainText(/out of 5 from \d+ ratings?/);

  // The tenant leaves a review.
  await signOutViaApi(page);
  await signInViaApi(page, demoAccounts.tenant.email, demoAccounts.tenant.password, 'tenant');
  await page.goto('/dashboard/tenant');
  const completed = page
    .getByRole('region', { name: 'My service requests' })
    .getByRole('listitem')
    .filter({ hasText: token });
  await expect(completed).toContainText('Completed');
  await expect(completed.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
  // By keyboard: at 360 px, with the dashboard's cards still arriving around it, a pointer lands elsewhere.
  await completed.getByRole('button', { name: `Leave a review for ${plumber}` }).focus();
  await page.keyboard.press('Enter');
  const reviewDialog = page.getByRole('dialog', { name: 'Leave a review' });
  await reviewDialog.getByRole('radio', { name: '5 stars' }).check();
  await reviewDialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await reviewDialog.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thank you for your review')).toBeVisible();
  await expect(completed).toContainText(comment);
  await expect(completed.getByRole('button', { name: /^Leave a review/ })).toHaveCount(0);

  // The review counts on the provider's card and shows on their page.
  await page.goto('/home-services');
  plumberCard = await findPlumber(page);
  expect(await reviewCount(plumberCard)).toBeGreaterThan(reviewsBefore);
  await plumberCard.getByRole('link', { name: `View Details: ${plumber}` }).click();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(comment)).toBeVisible();
});

test('the category filter narrows the list; Reset Filters brings all back, and an empty answer says so', async ({
  page,
}) => {
  await page.goto('/home-services');
  // The placeholder is typed out, and stops once the box is clicked.
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', /^A plu/);
  const typed = (await box.getAttribute('placeholder')) ?? '';
  await expect
    .poll(async () => ((await box.getAttribute('placeholder')) ?? '').length)
    .toBeGreaterThan(typed.length);
  await box.click();
  const stopped = (await box.getAttribute('placeholder')) ?? '';
  await page.waitForTimeout(300);
  await expect(box).toHaveAttribute('placeholder', stopped);

  const status = results(page).getByRole('status');
  await expect(status).toHaveText(/^[\d,]+ Service Providers Found$/, { timeout: 15_000 });
  const all = Number(/[\d,]+/.exec((await status.textContent()) ?? '')?.[0]?.replaceAll(',', ''));

  // The heart keeps a provider in this browser's favourites.
  const heart = results(page)
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Save to favourites' });
  await heart.click();
  const saved = results(page)
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Remove from favourites' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });

  const filter = page.getByRole('group', { name: 'Category' });
  await filter.getByRole('button', { name: 'Painting' }).click();
  await expect(page).toHaveURL(/\/home-services\?category=painting$/);
  await expect(filter.getByRole('button', { name: 'Painting' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => Number(/[\d,]+/.exec((await status.textContent()) ?? '')?.[0]?.replaceAll(',', '')))
    .toBeLessThan(all);
  await results(page).getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/home-services$/);
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  // Every provider again: at least as many as before (the suite's other tests list new providers meanwhile).
  await expect(status).toHaveText(/^[\d,]+ Service Providers Found$/);
  await expect
    .poll(async () => Number(/[\d,]+/.exec((await status.textContent()) ?? '')?.[0]?.replaceAll(',', '')))
    .toBeGreaterThanOrEqual(all);

  // Back restores the filtered search.
  await page.goBack();
  await expect(filter.getByRole('button', { name: 'Painting' })).toHaveAttribute('aria-pressed', 'true');

  // Words no provider matches: nobody is counted, not the whole directory.
  await page.goto('/home-services?q=zzzz%20qqqq');
  await expect(results(page).getByText('No Service Providers Found')).toBeVisible();
  await results(page).getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/home-services$/);
});

test('a new provider fills in My Services and is found in their own city', async ({ page }) => {
  const business = `Pwani Sparks ${Date.now().toString(36)}`;
  await signUpViaApi(page, { purpose: 'service_provider', firstName: 'Baraka', lastName: 'Mwinyi' });
  await page.goto('/dashboard/provider');
  const myServices = page.getByRole('region', { name: 'My Services' });
  await expect(myServices).toContainText('Fill this in to be found');
  await myServices.getByRole('button', { name: 'Create profile' }).click();
  await expect(myServices.getByText('The business name must be 2 to 80 characters')).toBeVisible();
  await expect(myServices.getByText('Choose at least one service category')).toBeVisible();

  await myServices.getByRole('textbox', { name: 'Business name' }).fill(business);
  await myServices.getByRole('spinbutton', { name: 'Price from (KES)' }).fill('2500');
  await myServices.getByRole('checkbox', { name: 'Electrical' }).check();
  const areas = myServices.getByRole('combobox', { name: 'Areas you serve' });
  await areas.selectOption('Nyali');
  await areas.selectOption('Bamburi');
  await expect(myServices.getByRole('list', { name: 'Areas you serve' }).getByRole('listitem')).toHaveText([
    'Nyali',
    'Bamburi',
  ]);
  await myServices.getByRole('checkbox', { name: 'Saturday' }).check();
  await myServices
    .getByRole('textbox', { name: 'Description' })
    .fill('Wiring, sockets, lighting and solar installations around Nyali and Bamburi.');
  await myServices.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(myServices.getByText('Listed in search')).toBeVisible();

  // A photo of their work in place of the drawn picture: scaled in the browser, then shown on the card.
  await myServices.getByLabel('Upload a photo').setInputFiles(path.join(fixtures, 'selfie.jpg'));
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await expect(myServices.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /^\/api\/services\/photos\/up-[0-9a-f]{24}\.jpg\?w=\d+$/,
  );

  await myServices.getByRole('link', { name: 'View my public page' }).click();
  await expectHeading(page, business);
  await expect(page.getByText('Nyali, Mombasa').first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Mombasa' })).toBeVisible();
  await expect(page.getByText('No reviews yet. Book a job and be the first to review.')).toBeVisible();

  await page.goto(`/home-services?q=${encodeURIComponent('an electrician for new wiring in Nyali')}`);
  const found = card(page, business);
  await expect(found).toBeVisible({ timeout: 15_000 });
  await expect(found.getByRole('definition').filter({ hasText: 'Mombasa' })).toBeVisible();
  await expect(found.getByText('Mon–Sat, 8:00 AM – 5:00 PM')).toBeVisible();
  await expect(found.getByText('No reviews yet')).toBeVisible();
  const photo = found.getByRole('img').first();
  await expect(photo).toHaveAttribute('src', /^\/api\/services\/photos\/up-[0-9a-f]{24}\.jpg\?w=\d+$/);
  expect(
    await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBeGreaterThan(0);
});

test('a customer can cancel a request before the provider accepts it', async ({ page }) => {
  const token = `e2e-cancel-${Date.now().toString(36)}`;
  await signInViaApi(page, demoAccounts.tenant.email, demoAccounts.tenant.password, 'tenant');
  const search = await page.request.get('/api/services/search', { params: { q: 'plumber in Kilimani' } });
  const { results: providers } = (await search.json()) as { results: Array<{ id: string; name: string }> };
  const provider = providers.find((result) => result.name === plumber);
  expect(provider).toBeDefined();
  // Next Wednesday at 11:00 in Nairobi: within the plumber's Mon–Sat, 8:00 AM – 6:00 PM.
  const wednesday = new Date();
  wednesday.setUTCDate(wednesday.getUTCDate() + ((3 - wednesday.getUTCDay() + 7) % 7 || 7));
  const day = wednesday.toISOString().slice(0, 10);
  const created = await page.request.post('/api/services/requests', {
    data: {
      providerId: provider!.id,
      description: `Blocked bathroom drain (${token})`,
      address: 'Kirichwa Road, Kilimani',
      scheduledAt: `${day}T11:00:00+03:00`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard/tenant');
  const request = page
    .getByRole('region', { name: 'My service requests' })
    .getByRole('listitem')
    .filter({ hasText: token });
  await expect(request).toContainText('Requested');
  // By keyboard, as above.
  await request.getByRole('button', { name: `Cancel request to ${plumber}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Request cancelled')).toBeVisible();
  await expect(request).toContainText('Cancelled');
  await expect(request.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
});
