import { expect, test, type Page } from '@playwright/test';
import { expectHeading } from './support';
import { demoAccounts, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';

// Real searches over the demo providers, sign-ups and dashboards: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The demo provider (provider@demo.abode.co.ke): a Kilimani plumber, Mon–Sat, 8:00 AM – 6:00 PM. */
const plumber = "Achieng's Plumbing Services";

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Describe the service you need' });
const results = (page: Page) => page.getByRole('region', { name: 'Service providers' });
const cards = (page: Page) => results(page).getByRole('article');
const foundHeader = (page: Page) => results(page).getByRole('status');
const understood = (page: Page) => page.getByRole('list', { name: 'We understood' }).getByRole('listitem');

/** Each run's requests are told apart by a token, so parallel projects on one server never mix them. */
const newToken = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A word of letters only, different on every call (for names). */
const randomLetters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const totalOf = (text: string | null) => Number(/[\d,]+/.exec(text ?? '')?.[0]?.replaceAll(',', ''));

/**
 * 11:00 in Nairobi on a working day (not Sunday) about `days` ahead: within the plumber's hours and the
 * 60-day booking window. Far ahead, it sorts first in the provider's 'Job History' (latest first).
 */
function workingDayAt11(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return `${date.toISOString().slice(0, 10)}T11:00:00+03:00`;
}

/** Books the demo plumber through the API as the signed-in page's account. */
async function bookPlumber(page: Page, description: string, days: number): Promise<void> {
  const search = await page.request.get('/api/services/search', { params: { q: 'plumber in Kilimani' } });
  expect(search.ok(), await search.text()).toBe(true);
  const { results: providers } = (await search.json()) as { results: Array<{ id: string; name: string }> };
  const provider = providers.find((result) => result.name === plumber);
  expect(provider, `${plumber} in the search`).toBeDefined();
  const created = await page.request.post('/api/services/requests', {
    data: {
      providerId: provider!.id,
      description,
      address: 'Kirichwa Road, Kilimani',
      scheduledAt: workingDayAt11(days),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test.describe('searching', () => {
  test('a quick chip runs a search and shows how many providers were found', async ({ page }) => {
    await page.goto('/home-services');
    await expectHeading(page, 'Find Quality Home & Office Services');
    await page.getByRole('button', { name: 'Search for plumbing' }).click();
    await expect(page).toHaveURL(/\/home-services\?q=plumbing$/);
    await expect(searchBox(page)).toHaveValue('plumbing');
    await expect(foundHeader(page)).toHaveText(/^[\d,]+ Service Providers? Found$/, { timeout: 15_000 });
    expect(totalOf(await foundHeader(page).textContent())).toBeGreaterThan(0);
    await expect(understood(page)).toHaveText(['Plumbing']);
    await expect(cards(page).first()).toBeVisible();

    // Another chip searches again, in a new history entry.
    await page.getByRole('button', { name: 'Search for gardening' }).click();
    await expect(page).toHaveURL(/\/home-services\?q=gardening$/);
    await expect(understood(page)).toHaveText(['Gardening']);
    await expect(foundHeader(page)).toHaveText(/^[\d,]+ Service Providers? Found$/);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('plumbing');
    await expect(understood(page)).toHaveText(['Plumbing']);
  });

  test("'Show more' loads the next providers", async ({ page }) => {
    await page.goto('/home-services');
    await expect(foundHeader(page)).toHaveText(/^[\d,]+ Service Providers Found$/, { timeout: 15_000 });
    const total = totalOf(await foundHeader(page).textContent());
    expect(total).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(12);
    await expect(results(page).getByText(`Showing 12 of ${total}`)).toBeVisible();
    const firstTwelve = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.getAttribute('aria-labelledby')),
    );

    await results(page).getByRole('button', { name: 'Show more' }).click();
    const next = Math.min(24, total);
    await expect(cards(page)).toHaveCount(next, { timeout: 15_000 });
    await expect(results(page).getByText(`Showing ${next} of ${total}`)).toBeVisible();
    // The first twelve stay in place; the new ones are other providers.
    const all = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.getAttribute('aria-labelledby')),
    );
    expect(all.slice(0, 12)).toEqual(firstTwelve);
    expect(new Set(all).size).toBe(next);
  });
});

test.describe('booking', () => {
  test("'Schedule Service' signed out goes to sign in, then back to the same search to book", async ({
    page,
  }) => {
    await page.goto('/home-services');
    await searchBox(page).fill('plumber in Kilimani');
    await page.getByRole('button', { name: 'Find Services with AI' }).click();
    await expect(understood(page)).toHaveText(['Plumbing', 'Kilimani'], { timeout: 15_000 });
    const filter = page.getByRole('group', { name: 'Category' });
    await filter.getByRole('button', { name: 'Plumbing' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/home-services' &&
        url.searchParams.get('q') === 'plumber in Kilimani' &&
        url.searchParams.get('category') === 'plumbing',
    );
    const searchUrl = new URL(page.url());
    const back = `${searchUrl.pathname}${searchUrl.search}`;

    const card = results(page).getByRole('article', { name: plumber });
    await card.getByRole('button', { name: 'Schedule Service' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === back,
    );

    // Signing in through the form brings the visitor back to the search, category and all.
    await page.getByLabel('Email').fill(demoAccounts.tenant.email);
    await page.getByLabel('Password').fill(demoAccounts.tenant.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/home-services' &&
        url.searchParams.get('q') === 'plumber in Kilimani' &&
        url.searchParams.get('category') === 'plumbing',
    );
    await expect(searchBox(page)).toHaveValue('plumber in Kilimani');
    await expect(filter.getByRole('button', { name: 'Plumbing' })).toHaveAttribute('aria-pressed', 'true');

    // Signed in now, the same button opens the booking form.
    await results(page)
      .getByRole('article', { name: plumber })
      .getByRole('button', { name: 'Schedule Service' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Service' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Describe the job' })).toBeEditable();
    await expect(dialog.getByRole('combobox', { name: 'Day' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home-services\?/);
  });

  test("a provider declines a request: it moves to 'Job History' and the customer sees it declined", async ({
    page,
  }) => {
    const token = newToken();
    const customer = await signUpViaApi(page, { firstName: 'Zawadi', lastName: `Achieng${randomLetters()}` });
    const customerName = `${customer.first_name} ${customer.last_name}`;
    await bookPlumber(page, `Replace the bathroom mixer tap (${token})`, 55);
    await signOutViaApi(page);

    await signInViaApi(page, demoAccounts.provider.email, demoAccounts.provider.password, 'provider');
    await page.goto(demoAccounts.provider.dashboard);
    await expectHeading(page, 'Service Provider Dashboard');
    const incoming = page
      .getByRole('region', { name: 'Service Requests', exact: true })
      .getByRole('listitem')
      .filter({ hasText: token });
    await expect(incoming).toContainText(customerName);
    await incoming.getByRole('button', { name: `Decline request from ${customerName}` }).click();
    await expect(page.getByText('Request declined')).toBeVisible();
    await expect(incoming).toHaveCount(0);
    const history = page.getByRole('region', { name: 'Job History', exact: true });
    const declined = history.getByRole('listitem').filter({ hasText: token });
    await expect(declined).toContainText('Declined');
    await expect(declined.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My Schedule', exact: true }).getByText(token)).toHaveCount(
      0,
    );

    // The customer sees the answer, with nothing left to cancel.
    await signOutViaApi(page);
    await signInViaApi(page, customer.email, customer.password, 'tenant');
    await page.goto('/dashboard/tenant');
    const mine = page
      .getByRole('region', { name: 'My service requests' })
      .getByRole('listitem')
      .filter({ hasText: token });
    await expect(mine).toContainText('Declined');
    await expect(mine.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
  });

  test('a caretaker who booked a service follows and cancels it from their own dashboard', async ({
    page,
  }) => {
    const token = newToken();
    await signInViaApi(page, demoAccounts.caretaker.email, demoAccounts.caretaker.password, 'caretaker');
    await bookPlumber(page, `Fix the leaking gate-house tap (${token})`, 20);
    await page.goto(demoAccounts.caretaker.dashboard);
    await expectHeading(page, 'Caretaker Dashboard');
    const mine = page
      .getByRole('region', { name: 'My service requests' })
      .getByRole('listitem')
      .filter({ hasText: token });
    await expect(mine).toContainText('Requested');
    await mine.getByRole('button', { name: `Cancel request to ${plumber}` }).click();
    await expect(page.getByText('Request cancelled')).toBeVisible();
    await expect(mine).toContainText('Cancelled');
    await expect(mine.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
  });
});
