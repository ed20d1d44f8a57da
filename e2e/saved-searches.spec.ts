import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, signInViaApi, signUpViaApi } from './support/auth';
import { approvedKyc } from './support/kyc';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

// Two sign-ups, KYC approved by a reviewer, a listing with photos and documents, and the job runner: allow
// for a busy machine.
test.describe.configure({ timeout: 180_000 });

/** In a browser context of its own: a landlord (KYC approved) lists `title` and the superadmin approves it. */
async function listingGoesLive(browser: Browser, title: string): Promise<string> {
  const lister = await browser.newContext({ baseURL });
  const reviewer = await browser.newContext({ baseURL });
  try {
    const page = await lister.newPage();
    await signUpViaApi(page, { purpose: 'landlord', firstName: 'Wanjiku', lastName: 'Lister' });
    await approvedKyc(browser, page);
    const created = await page.request.post('/api/my-listings', {
      data: {
        intent: 'rent',
        propertyType: 'maisonette',
        title,
        bedrooms: 3,
        bathrooms: 2,
        sqft: 1800,
        price: 95_000,
        location: 'Karen',
        description:
          'A three bedroom maisonette with a garden, parking and a borehole, near Karen shopping centre.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as { id: string };
    const upload = async (url: string, fields: Record<string, string>, file: string, mimeType: string) => {
      const response = await page.request.post(url, {
        multipart: {
          ...fields,
          file: { name: file, mimeType, buffer: readFileSync(path.join(fixtures, file)) },
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    await upload('/api/my-listings/photos', { listingId: listing.id }, 'id-front.jpg', 'image/jpeg');
    for (const category of ['ownership', 'floor_plan', 'recent_photos', 'inspection_report'])
      await upload(
        '/api/my-listings/documents',
        { listingId: listing.id, category },
        'registration-cert.pdf',
        'application/pdf',
      );
    const submitted = await page.request.post(`/api/my-listings/${listing.id}/submit`);
    expect(submitted.status(), await submitted.text()).toBe(200);

    const admin = await reviewer.newPage();
    await signInViaApi(admin, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
    const approved = await admin.request.post(`/api/listing-review/${listing.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
    return listing.id;
  } finally {
    await lister.close();
    await reviewer.close();
  }
}

async function saveSearchFromResults(page: Page, name: string) {
  await page.goto(`/?q=${encodeURIComponent('3 bedroom maisonette in Karen')}`);
  const save = page.getByRole('button', { name: 'Save this search' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('list').getByText('Karen')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove Maisonette' })).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Instantly').check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved. We will alert you about new matches.')).toBeVisible();
}

test.describe('Saved searches', () => {
  test('a visitor is sent to sign in before saving a search', async ({ page }) => {
    await page.goto(`/?q=${encodeURIComponent('3 bedroom maisonette in Karen')}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test('a renter saves a search from the results and is alerted when a matching home goes live', async ({
    page,
    browser,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `Karen maisonette ${suffix}`;
    await signUpViaApi(page, { purpose: 'tenant', firstName: 'Achieng', lastName: 'Renter' });
    await saveSearchFromResults(page, name);

    const title = `Karen Garden Maisonette ${suffix}`;
    const listingId = await listingGoesLive(browser, title);

    // The job runner matches it within a few seconds: the card lists it, linked, and the centre has the alert.
    await page.goto('/dashboard/tenant');
    const card = page.getByRole('region', { name: 'Saved searches' });
    await expect(async () => {
      await page.reload();
      await expect(card.getByRole('link', { name: title })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByText('1 new match').first()).toBeVisible();
    const notifications = await page.request.get('/api/notifications');
    const body = (await notifications.json()) as { items: { title: string; link: string | null }[] };
    expect(body.items).toContainEqual(
      expect.objectContaining({ title: `New home for "${name}"`, link: `/listings/${listingId}` }),
    );

    const link = card.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', `/listings/${listingId}`);
    // The cards above it load as the page settles and move it; the link is followed by its address.
    await page.goto(`/listings/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
