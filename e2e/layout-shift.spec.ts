import { expect, test, type Page } from '@playwright/test';

/**
 * No layout shift while a public page loads (issue 16 § 2b: CLS ≤ 0.05). Every API answer is held back a
 * little, as on a slow phone connection, so the loading state is painted and then replaced: what replaces it
 * must take the room the skeleton kept, and photos their reserved size.
 */

// A real search and a production build on a busy machine: allow for it.
test.describe.configure({ timeout: 120_000 });

const budget = 0.05;
/** How long each API answer waits, so the page's loading state is on screen for a few frames. */
const apiDelayMs = 700;

/** Sums every layout shift not caused by input, from the first paint (buffered) until read. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/**', async (route) => {
    if (route.request().resourceType() === 'image') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
    await route.continue().catch(() => undefined);
  });
}

async function layoutShift(page: Page) {
  // Late shifts (photos decoding, fonts, a second query) come within a moment of the content.
  await page.waitForTimeout(1_500);
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total, shifts };
}

async function expectNoShift(page: Page, url: string, loaded: (page: Page) => Promise<void>) {
  await watchLayoutShifts(page);
  await page.goto(url);
  await loaded(page);
  const { total, shifts } = await layoutShift(page);
  test.info().annotations.push({ type: 'CLS', description: `${url}: ${total.toFixed(4)}` });
  console.log(`CLS ${url}: ${total.toFixed(4)}`);
  expect(total, `layout shifts on ${url}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budget);
}

test('the home page does not shift while it loads', async ({ page }) => {
  await expectNoShift(page, '/', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test("the home page's results do not shift while they load", async ({ page }) => {
  await expectNoShift(page, `/?q=${encodeURIComponent('apartment in Kilimani')}`, async () => {
    // The search itself can take a while on a busy machine; what is measured is the page's steadiness.
    await expect(page.getByRole('region', { name: 'Your matches' }).getByRole('article').first()).toBeVisible(
      {
        timeout: 60_000,
      },
    );
  });
});

test('/buy does not shift while its results load', async ({ page }) => {
  await expectNoShift(page, '/buy?q=', async () => {
    // The search itself can take a while on a busy machine; what is measured is the page's steadiness.
    await expect(page.getByRole('region', { name: 'Your matches' }).getByRole('article').first()).toBeVisible(
      {
        timeout: 60_000,
      },
    );
  });
});

test('a listing page does not shift when its home replaces the loading state', async ({ page }) => {
  const search = await page.request.get('/api/search?q=apartment%20in%20kilimani&intent=rent');
  const { results } = (await search.json()) as { results: { id: string }[] };
  await expectNoShift(page, `/listings/${results[0]!.id}`, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this home' })).toBeVisible();
  });
});

test('/home-services does not shift while its providers load', async ({ page }) => {
  await expectNoShift(page, '/home-services', async () => {
    await expect(
      page.getByRole('region', { name: 'Service providers' }).getByRole('article').first(),
    ).toBeVisible();
  });
});

test("a provider's page does not shift when the profile replaces the loading state", async ({ page }) => {
  const search = await page.request.get('/api/services/search', { params: { q: 'plumber in Kilimani' } });
  const { results } = (await search.json()) as { results: { id: string }[] };
  await expectNoShift(page, `/home-services/${results[0]!.id}`, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
