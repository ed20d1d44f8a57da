import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi } from './support/auth';

interface PerformanceMonth {
  month: string;
  occupancyRate: number | null;
  collectionRate: number | null;
  arrears: number;
  revenue: number;
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-KE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;
const rate = (value: number | null) => (value === null ? 'no figure' : `${value}%`);

/** No part of the page is wider than the window (nothing to scroll sideways at 360 px). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test('the demo landlord sees their last 12 months as charts, readable with a keyboard and a screen reader', async ({
  page,
}) => {
  await signInViaApi(page, demoAccounts.landlord.email, demoAccounts.landlord.password, 'landlord');
  const response = await page.request.get('/api/rent/landlord-performance');
  expect(response.status()).toBe(200);
  const { months } = (await response.json()) as { months: PerformanceMonth[] };
  expect(months).toHaveLength(12);
  const latest = months.at(-1)!;

  await page.goto('/dashboard/landlord');
  const performance = page.getByRole('region', { name: 'Performance' });
  await expect(performance).toBeVisible();
  const charts = performance.getByRole('region', { name: 'The last 12 months' });

  const expected = [
    { title: 'Occupancy rate (units)', latest: rate(latest.occupancyRate) },
    { title: 'Collection rate', latest: rate(latest.collectionRate) },
    { title: 'Arrears', latest: kes(latest.arrears) },
    { title: 'Revenue by month', latest: kes(latest.revenue) },
  ];
  for (const chart of expected) {
    const figure = charts.getByRole('figure', { name: chart.title });
    await expect(figure).toBeVisible();
    // The readout names the latest month's real figure, as the API answers it.
    await expect(figure.getByRole('status')).toHaveText(`${monthName(latest.month)}: ${chart.latest}`);
    // The drawing has a summary for screen readers, and the whole series is a table.
    const summary = await figure.getByRole('img').getAttribute('aria-label');
    expect(summary).toContain(monthName(months[0]!.month));
    expect(summary).toContain(chart.latest);
    const table = figure.getByRole('table', { name: chart.title });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByRole('row', { name: monthName(months[0]!.month) })).toHaveCount(1);
    // The figure fits the window, at 360 px too.
    const box = (await figure.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }

  // The arrow keys read the months one by one.
  const occupancy = charts.getByRole('figure', { name: 'Occupancy rate (units)' });
  await occupancy.getByRole('img').focus();
  await page.keyboard.press('ArrowLeft');
  const previous = months.at(-2)!;
  await expect(occupancy.getByRole('status')).toHaveText(
    `${monthName(previous.month)}: ${rate(previous.occupancyRate)}`,
  );
  await page.keyboard.press('Home');
  await expect(occupancy.getByRole('status')).toHaveText(
    `${monthName(months[0]!.month)}: ${rate(months[0]!.occupancyRate)}`,
  );

  // Their own recent activity is on the dashboard too.
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the generic dashboard: the superadmin’s own stats, quick actions that open real pages, their activity', async ({
  page,
}) => {
  test.slow();
  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  const hosting = await (await page.request.get('/api/hosting/summary')).json();
  await page.goto('/dashboard');
  const stats = page.getByRole('region', { name: 'Your Stats' });
  // The superadmin's dashboard loads every back-office card's code and data at once (about 100 scripts, 15
  // requests): on a loaded 2-core CI machine its first figures take longer than the usual 7 s, and the test
  // opens it five times.
  await expect(stats).toContainText('Listed Properties', { timeout: 20_000 });
  await expect(stats).toContainText('Rentals');
  await expect(stats).not.toContainText(/cars|vehicles/i);
  await expect(stats.getByText('Listed Properties').locator('..')).toContainText(String(hosting.listed));
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  const links = actions.getByRole('link');
  await expect(links).toHaveCount(4);
  const targets = await links.evaluateAll((all) =>
    all.map((link) => ({ name: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
  );
  for (const { name, href } of targets) {
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/$' : href}`));
    // A real page: a main heading, never the not-found page.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/page not found|404/i)).toHaveCount(0);
  }
});
