import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi } from './support/auth';

// The installable app: manifest, service worker, and what can be read offline. The app registers its service
// worker under Playwright only when this flag is set (src/web/features/pwa/service-worker): the other specs
// run without one, so their page.route() stand-ins see every request.
// Each offline test loads its page, waits for the worker, reloads offline and back: allow for a busy machine.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    window.abodeServiceWorkerUnderAutomation = true;
  });
});

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: "You're offline, showing saved data." });
const results = (page: Page) => page.getByRole('region', { name: 'Your matches' });
const cards = (page: Page) => results(page).getByRole('article');

/** Waits until the service worker is active and controls the page (it claims the page it was installed from). */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Waits until this device's saved copy (localStorage, written a second after the answers) holds `text`. */
async function savedCopyHolds(page: Page, key: string, text: string) {
  await expect
    .poll(() => page.evaluate((name) => localStorage.getItem(name) ?? '', key), { timeout: 10_000 })
    .toContain(text);
}

async function reloadOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
}

test('the manifest is served with its icons, and the app links it', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'ABODE', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // The PNG signature, then the IHDR's width and height.
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    const size = `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
    expect(size, icon.src).toBe(icon.sizes);
  }
});

test('the service worker registers and controls the page', async ({ page }) => {
  await page.goto('/');
  await serviceWorkerControls(page);
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? '',
  );
  expect(script).toMatch(/\/sw\.js$/);
});

test('a visited search reloads offline with its saved results and the offline notice', async ({
  page,
  context,
}) => {
  const q = '4 bedroom house in Karen with a garden';
  await page.goto(`/buy?q=${encodeURIComponent(q)}`);
  await expect(cards(page).first()).toBeVisible({ timeout: 45_000 });
  await expect(results(page).getByRole('status')).toBeVisible(); // the count: all the cards are in
  const shown = await cards(page).count();
  const firstCard = (await cards(page).first().getByRole('heading').first().textContent()) ?? '';
  expect(firstCard).not.toBe('');
  await serviceWorkerControls(page);
  await savedCopyHolds(page, 'abode-offline:visitor', q);
  await expect(offlineNotice(page)).toHaveCount(0);

  await reloadOffline(page, context);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(cards(page).first().getByRole('heading').first()).toHaveText(firstCard);
  await expect(cards(page)).toHaveCount(shown);

  // Back online: the notice goes.
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test("the tenant's last dashboard reads offline; after signing out, it is gone", async ({
  page,
  context,
}) => {
  await signInViaApi(page, demoAccounts.tenant.email, demoAccounts.tenant.password, 'tenant');
  await page.goto('/dashboard/tenant');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Wanjiru' })).toBeVisible({
    timeout: 20_000,
  });
  await serviceWorkerControls(page);
  const userId = await page.evaluate(() => localStorage.getItem('abode-offline-last-user'));
  expect(userId).toBeTruthy();
  await savedCopyHolds(page, `abode-offline:user:${userId}`, 'Wanjiru');

  // Offline: the saved dashboard, as this user, with the notice.
  await reloadOffline(page, context);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Wanjiru' })).toBeVisible();

  // Online again, sign out through the app.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Wanjiru' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).filter(
          (key) => key.startsWith('abode-offline:user:') || key === 'abode-offline-last-user',
        ),
      ),
    )
    .toEqual([]);

  // Offline, the dashboard's address shows nothing of the previous user: the service worker kept no API answer.
  await context.setOffline(true);
  await page.goto('/dashboard/tenant').catch(() => undefined);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText('Wanjiru')).toHaveCount(0);
  const cachedApi = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/listing-photos/'))
          found.push(url.pathname);
      }
    }
    return found;
  });
  expect(cachedApi).toEqual([]);
});

test("'Get the ABODE app' is Install ABODE: the browser's prompt where it offers one, else how to", async ({
  page,
}) => {
  // Headless Chromium never offers the prompt itself: a stand-in event, as Chrome on Android sends it.
  await page.goto('/');
  const install = page.getByRole('button', { name: 'Install ABODE' });
  await expect(install).toHaveAttribute('aria-expanded', 'false');
  await install.click();
  await expect(
    page.getByText("Open your browser's menu and choose Install app (or Add to Home screen)."),
  ).toBeVisible();
  await expect(install).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);

  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as Window & { prompted?: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  await expect(install).not.toHaveAttribute('aria-expanded');
  await install.click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { prompted?: boolean }).prompted))
    .toBe(true);
  await expect(page.getByText('ABODE is installed on this device.')).toBeVisible();
});
