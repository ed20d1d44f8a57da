import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectHeading } from './support';
import { demoAccounts, signInViaApi, signUpViaApi } from './support/auth';
import { approvedKyc } from './support/kyc';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A sign-up with KYC approved, a listing with photos and documents sent for review, then two screens.
test.describe.configure({ timeout: 180_000 });

test('Professional Listing: the reviewer proposes a new title and cover, the lister accepts, the listing page shows them', async ({
  page,
  browser,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Prolist flat ${suffix}`;
  const newTitle = `Bright two-bedroom flat near Yaya Centre ${suffix}`;
  const lister = await signUpViaApi(page, { purpose: 'landlord', firstName: 'Achieng', lastName: 'Lister' });
  await approvedKyc(browser, page);

  // Submit Details and Verification through the API (e2e/list-property.spec.ts walks those screens).
  const created = await page.request.post('/api/my-listings', {
    data: {
      intent: 'rent',
      propertyType: 'apartment',
      title,
      bedrooms: 2,
      bathrooms: 1,
      sqft: 900,
      price: 58_000,
      location: 'Kilimani',
      description: 'two bdrm flat, water ok, parking, near yaya. call for viewing',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: listingId } = (await created.json()) as { id: string };
  const upload = async (url: string, fields: Record<string, string>, file: string, mimeType: string) => {
    const response = await page.request.post(url, {
      multipart: {
        ...fields,
        file: { name: file, mimeType, buffer: readFileSync(path.join(fixtures, file)) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { photos: { id: string }[] };
  };
  await upload('/api/my-listings/photos', { listingId }, 'id-front.jpg', 'image/jpeg');
  const withPhotos = await upload('/api/my-listings/photos', { listingId }, 'selfie.jpg', 'image/jpeg');
  const secondPhoto = withPhotos.photos[1]!.id;
  for (const category of ['ownership', 'floor_plan', 'recent_photos', 'inspection_report'])
    await upload(
      '/api/my-listings/documents',
      { listingId, category },
      'registration-cert.pdf',
      'application/pdf',
    );
  const sent = await page.request.post(`/api/my-listings/${listingId}/submit`);
  expect(sent.status(), await sent.text()).toBe(200);

  // Professional Listing: the superadmin edits the title and makes the second photo the cover.
  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await page.goto('/dashboard');
  const queue = page.getByRole('region', { name: 'Listings to review' });
  const entry = queue.getByRole('listitem').filter({ hasText: title }).first();
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await entry.getByRole('button', { name: `Professional edit: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Professional edit of ${title}` });
  await dialog.getByLabel('Title').fill('Flat');
  await dialog.getByRole('button', { name: 'Send to the lister' }).click();
  await expect(dialog.getByText('The title must be 5 to 140 characters')).toBeVisible();
  await dialog.getByLabel('Title').fill(newTitle);
  await dialog.getByRole('button', { name: 'Set proposed photo 2 as cover' }).click();
  await expect(dialog.getByRole('img', { name: 'Proposed photo 1' })).toHaveAttribute(
    'src',
    new RegExp(escape(secondPhoto)),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await dialog.getByRole('button', { name: 'Send to the lister' }).click();
  await expect(page.getByText(`${title}: professional edit sent to the lister`)).toBeVisible();
  await expect(entry.getByText('A professional edit is waiting for the lister')).toBeVisible();
  // Go Live is not held up by the open proposal.
  const approved = await page.request.post(`/api/listing-review/${listingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  // The lister compares and accepts on List Property.
  await signInViaApi(page, lister.email, lister.password);
  await page.goto('/list-vehicle');
  const proposal = page.getByRole('region', { name: `Proposed changes to ${title}` });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByRole('region', { name: 'Yours now' })).toContainText(title);
  await expect(proposal.getByRole('region', { name: 'Proposed' })).toContainText(newTitle);
  await expect(proposal.getByRole('img', { name: 'Proposed: photo 1' })).toHaveAttribute(
    'src',
    new RegExp(escape(secondPhoto)),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await proposal.getByRole('button', { name: `Accept changes: ${title}` }).click();
  await expect(page.getByText(`${newTitle}: changes accepted`)).toBeVisible();
  await expect(proposal).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: newTitle }).first();
  await expect(row.getByText('Live', { exact: true })).toBeVisible();

  // The public listing page: the new title, and the chosen photo as the cover.
  await page.goto(`/listings/${listingId}`);
  await expectHeading(page, newTitle);
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo 1, ${newTitle}` }).first()).toHaveAttribute(
    'src',
    new RegExp(escape(secondPhoto)),
  );
});
