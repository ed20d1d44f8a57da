import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForApp } from './support/app-page';
import { demoAccounts, signInViaApi } from './support/auth';

/**
 * Issue 16 § 2b, first paint: the public pages arrive drawn (prerendered at build time) and are hydrated,
 * so they paint before any script runs; hydrating logs no error, in English or Kiswahili, signed out or in.
 */
test.describe.configure({ timeout: 60_000 });

/** Every console error and warning, and any uncaught error, of the page from now on. */
function watchConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      logged.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  return logged;
}

/** Whether `text` ever shows on the page, checked at every frame from the first one (a skeleton, say). */
async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((wanted) => {
    const w = window as Window & { sawText?: boolean };
    w.sawText = false;
    const check = () => {
      if (document.body?.textContent?.includes(wanted)) w.sawText = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, text);
  return () => page.evaluate(() => (window as Window & { sawText?: boolean }).sawText === true);
}

/** A live home to rent, as the search finds it. */
async function aListing(request: APIRequestContext): Promise<{ id: string; name: string; price: number }> {
  const search = await request.get('/api/search', {
    params: { q: 'apartment', intent: 'rent', pageSize: 1 },
  });
  const { results } = (await search.json()) as { results: { id: string; name: string; price: number }[] };
  return results[0]!;
}

/** A listed plumber, as the services search finds one. */
async function aProvider(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const search = await request.get('/api/services/search', { params: { q: 'plumber' } });
  const { results } = (await search.json()) as { results: { id: string; name: string }[] };
  return results[0]!;
}

/** The page's reads of one listing from the API, counted from now on. */
function countListingReads(page: Page, id: string): { count: number } {
  const reads = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/listings/${id}`) reads.count += 1;
  });
  return reads;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing page shows the home: its name, price, photo and description', async ({ page, request }) => {
    const listing = await aListing(request);
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(page.getByText(`KES ${listing.price.toLocaleString('en-KE')}`).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About this home' })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
  });

  test("a provider's page shows the profile and its reviews", async ({ page, request }) => {
    const provider = await aProvider(request);
    await page.goto(`/home-services/${provider.id}`);
    await expect(page.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule Service' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^${provider.name}`) })).toBeVisible();
  });

  test('the home page shows its heading, the search box and the top bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Home' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Describe your perfect home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search with AI' })).toBeVisible();
  });

  test('/buy and the marketing pages show their heading', async ({ page }) => {
    for (const path of ['/buy', '/home-services', '/partners', '/cooparent', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
  });
});

test('English: the prerendered home page hydrates without an error, and the search works', async ({
  page,
}) => {
  const logged = watchConsole(page);
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('textbox', { name: 'Describe your perfect home' })
    .fill('2 bedroom apartment in Kilimani under 50k');
  await page.getByRole('button', { name: 'Search with AI' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('region', { name: 'Your matches' }).getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  expect(logged).toEqual([]);
});

test('English: /buy and /home-services hydrate without an error', async ({ page }) => {
  const logged = watchConsole(page);
  for (const path of ['/buy', '/home-services', '/partners']) {
    await page.goto(path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
  }
  expect(logged).toEqual([]);
});

test('English: a listing page drawn by the server hydrates without an error or a spinner, and still reads the home once', async ({
  page,
  request,
}) => {
  const listing = await aListing(request);
  const logged = watchConsole(page);
  const reads = countListingReads(page, listing.id);
  const sawLoading = await watchForText(page, 'Loading the home…');
  await page.goto(`/listings/${listing.id}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  expect(await sawLoading()).toBe(false);
  // The one read that counts the visit as a view, after the page showed: not one to draw it.
  expect(reads.count).toBe(1);
  expect(logged).toEqual([]);
  // Hydrated: its buttons work (signed out, scheduling a viewing asks to sign in first).
  await page.getByRole('button', { name: 'Schedule Viewing' }).first().click();
  await expect(page).toHaveURL(/\/login/);
});

test("English: a provider's page drawn by the server hydrates without an error or a spinner", async ({
  page,
  request,
}) => {
  const provider = await aProvider(request);
  const logged = watchConsole(page);
  const sawLoading = await watchForText(page, 'Loading the provider…');
  await page.goto(`/home-services/${provider.id}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
  expect(await sawLoading()).toBe(false);
  expect(logged).toEqual([]);
  // Hydrated: a visitor who schedules a service is asked to sign in first.
  await page.getByRole('button', { name: 'Schedule Service' }).first().click();
  await expect(page).toHaveURL(/\/login/);
});

test('signed in: the home page hydrates and then shows the account, without an error', async ({ page }) => {
  await signInViaApi(page, demoAccounts.tenant.email, demoAccounts.tenant.password, 'tenant');
  const logged = watchConsole(page);
  await page.goto('/');
  await waitForApp(page);
  // Signed in: the hero's 'Sign Up' / 'Sign In' buttons give way once the session is known.
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(logged).toEqual([]);
});

test.describe('a browser set to Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('never shows the English page: it draws the home page in Kiswahili, without an error', async ({
    page,
  }) => {
    const logged = watchConsole(page);
    // Whether the English heading was ever visible, checked at every frame from the first one.
    await page.addInitScript(() => {
      const w = window as Window & { sawEnglish?: boolean };
      w.sawEnglish = false;
      const check = () => {
        const heading = document.querySelector('h1');
        if (heading?.textContent === 'Find Your Perfect Home' && heading.getClientRects().length > 0) {
          const style = getComputedStyle(heading);
          if (style.visibility !== 'hidden') w.sawEnglish = true;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pata Nyumba Yako Bora' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Eleza nyumba unayoitamani' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as Window & { sawEnglish?: boolean }).sawEnglish)).toBe(false);
    expect(logged).toEqual([]);
  });
});

test.describe('taps before the page is hydrated, as on a slow phone', () => {
  /**
   * Holds the app's scripts back until `release` is called: the prerendered page is up, its buttons have
   * no handlers yet. Module scripts run before DOMContentLoaded, so the page is opened only to its commit.
   */
  async function openWithScriptsHeld(page: Page, path: string) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    return release;
  }

  test('a button tapped before the scripts arrive does its work once they have', async ({ page }) => {
    const logged = watchConsole(page);
    const release = await openWithScriptsHeld(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Kiswahili' }).first().click();
    // Still the drawn English page: nothing has handled the tap yet.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Pata Nyumba Yako Bora' })).toBeVisible();
    expect(logged).toEqual([]);
  });

  test('a dialog button in the page tapped before the scripts arrive opens its dialog once they have', async ({
    page,
  }) => {
    // On this page the root's effects run before the page's buttons are hydrated: the held tap waits for its
    // button to be hydrated instead of reaching no handler and being lost.
    const release = await openWithScriptsHeld(page, '/abode-city');
    await expect(page.getByRole('heading', { level: 1, name: 'ABODE City' })).toBeVisible();
    await page.getByRole('button', { name: 'Get a Quote' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Get a Quote' })).toBeVisible();
  });

  test('a search typed and sent before the scripts arrive is searched once they have', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/');
    const box = page.getByRole('textbox', { name: 'Describe your perfect home' });
    await box.fill('2 bedroom apartment in Kilimani under 50k');
    await page.getByRole('button', { name: 'Search with AI' }).click();
    // The form was not sent to the server as a page load of its own.
    await expect(page).toHaveURL('/');
    release();
    await expect(page).toHaveURL(/[?&]q=2(\+|%20)bedroom/);
    await expect(page.getByRole('region', { name: 'Your matches' }).getByRole('article').first()).toBeVisible(
      {
        timeout: 20_000,
      },
    );
  });
});
