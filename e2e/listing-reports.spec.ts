import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SearchResponse, SearchResult } from '@common/listings/listing-contracts';
import { expectHeading } from './support';
import { demoAccounts, demoLandlordName, signInViaApi, signUpViaApi } from './support/auth';

// Three sign-ups, three reports, the search and the back office: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

// The demo landlord's homes are the viewing suite's; this suite reports other hosts' homes only.

/**
 * A live rental whose name no other home on its search page shares, from a page of its own for each project
 * (both widths run against one server at once) and away from the first pages other suites read.
 */
async function listingToReport(request: APIRequestContext, projectName: string): Promise<SearchResult> {
  const page = projectName === 'mobile' ? 14 : 17;
  const response = await request.get('/api/search', {
    params: { q: '', intent: 'rent', page, pageSize: 48 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { results } = (await response.json()) as SearchResponse;
  const candidates = results.filter(
    (listing) =>
      listing.host.name !== demoLandlordName &&
      results.filter((other) => other.name === listing.name).length === 1,
  );
  expect(candidates.length).toBeGreaterThan(0);
  return candidates[Math.floor(Math.random() * candidates.length)]!;
}

async function isInSearch(request: APIRequestContext, listing: SearchResult): Promise<boolean> {
  const response = await request.get('/api/search', { params: { q: listing.name, pageSize: 48 } });
  const { results } = (await response.json()) as SearchResponse;
  return results.some((result) => result.id === listing.id);
}

/** A new account (signed in in place of whoever was) reports the listing through its page. */
async function reportAs(page: Page, listing: SearchResult, reason: string) {
  await signUpViaApi(page);
  await page.goto(`/listings/${listing.id}`);
  await expectHeading(page, listing.name);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('reporting a listing', () => {
  test('the page warns never to pay before viewing; a visitor who reports is asked to sign in', async ({
    page,
    request,
  }, testInfo) => {
    const listing = await listingToReport(request, testInfo.project.name);
    await page.goto(`/listings/${listing.id}`);
    await expectHeading(page, listing.name);
    const notice = page.getByRole('region', { name: 'Never pay before you view' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('ABODE never asks for a viewing fee.');
    await page.getByRole('button', { name: 'Report this listing' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Flistings%2F/);
  });

  test('a signed-in user must say what is wrong, and gives details for Other', async ({
    page,
    request,
  }, testInfo) => {
    const listing = await listingToReport(request, testInfo.project.name);
    await signUpViaApi(page);
    await page.goto(`/listings/${listing.id}`);
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose why you are reporting this listing');
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Tell us what is wrong with this listing');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('three people report a listing through its page: it leaves search, and the superadmin dismisses the reports from the queue', async ({
    page,
    request,
  }, testInfo) => {
    const listing = await listingToReport(request, testInfo.project.name);
    expect(await isInSearch(request, listing)).toBe(true);

    await reportAs(page, listing, 'Asks for a viewing fee');
    await reportAs(page, listing, 'Scam');
    expect(await isInSearch(request, listing)).toBe(true);
    await reportAs(page, listing, 'Asks for a viewing fee');

    // Paused pending review: gone from the search results and from its own address.
    expect(await isInSearch(request, listing)).toBe(false);
    await page.goto(`/?q=${encodeURIComponent(listing.name)}`);
    const results = page.getByRole('region', { name: 'Your matches' });
    await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(results.locator(`a[href="/listings/${listing.id}"]`)).toHaveCount(0);
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByText('This home is no longer listed')).toBeVisible();

    await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
    await page.goto('/dashboard');
    const queue = page.getByRole('region', { name: 'Reported listings' });
    const entry = queue.getByRole('listitem').filter({ hasText: listing.name }).first();
    await expect(entry).toContainText('3 reports from 3 people');
    await expect(entry).toContainText('Asks for a viewing fee ×2, Scam');
    await expect(entry).toContainText('Paused pending review');
    await entry.getByRole('button', { name: `Dismiss reports: ${listing.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Dismiss the reports on ${listing.name}` });
    await dialog.getByLabel('Note (optional)').fill('Host confirmed the home is available; no fee asked.');
    await dialog.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(page.getByText('Reports dismissed')).toBeVisible();
    await expect(queue.getByRole('listitem').filter({ hasText: listing.name })).toHaveCount(0);

    // Back in search.
    expect(await isInSearch(request, listing)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
