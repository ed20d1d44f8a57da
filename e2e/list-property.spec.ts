import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { SearchResponse } from '@common/listings/listing-contracts';
import { expectHeading } from './support';
import { demoAccounts, signInViaApi, signUpViaApi } from './support/auth';
import { approvedKyc } from './support/kyc';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => path.join(fixtures, name);

// A sign-up, KYC approved by a reviewer, a listing with photos and documents, and the back office: allow for
// a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe('List Property', () => {
  test('a tenant is told how to get the landlord role, under the spec page', async ({ page }) => {
    await signUpViaApi(page, { purpose: 'tenant' });
    await page.goto('/list-vehicle');
    await expectHeading(page, 'List Your Property');
    await expect(
      page.getByText('Only landlords and agents can list a property.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up to List' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New listing' })).toHaveCount(0);
  });

  test('a landlord whose KYC is not approved is told so when sending for review, with the way to the KYC page', async ({
    page,
  }) => {
    await signUpViaApi(page, { purpose: 'landlord', firstName: 'Kamau', lastName: 'Unverified' });
    const created = await page.request.post('/api/my-listings', {
      data: {
        intent: 'buy',
        propertyType: 'house',
        title: `Ridge house ${Math.random().toString(36).slice(2, 7)}`,
        bedrooms: 4,
        bathrooms: 3,
        sqft: 3200,
        price: 38_000_000,
        location: 'Karen',
        description: 'A four bedroom house on half an acre with a mature garden and a borehole.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as { id: string; name: string };
    const upload = async (url: string, fields: Record<string, string>, file: string, mimeType: string) => {
      const response = await page.request.post(url, {
        multipart: {
          ...fields,
          file: { name: file, mimeType, buffer: readFileSync(fixture(file)) },
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

    await page.goto('/list-vehicle');
    const row = page.getByRole('listitem').filter({ hasText: listing.name });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Mark let: ${listing.name}` })).toHaveCount(0);
    await row.getByRole('button', { name: `Send for review: ${listing.name}` }).click();
    await expect(row.getByRole('alert')).toContainText(
      'Your KYC verification must be approved before a listing can be reviewed',
    );
    await row.getByRole('link', { name: 'Go to KYC verification' }).click();
    await expect(page).toHaveURL(/\/kyc-verification$/);
  });

  test('a landlord lists a vacant unit from a phone, the superadmin verifies it, and it is live and Verified', async ({
    page,
    browser,
  }) => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const propertyName = `Yaya Gardens ${suffix}`;
    const title = `Mawingu Court ${suffix}`;
    const lister = await signUpViaApi(page, {
      purpose: 'landlord',
      firstName: 'Wanjiru',
      lastName: 'Lister',
    });
    await approvedKyc(browser, page);
    const property = await (
      await page.request.post('/api/properties', {
        data: {
          name: propertyName,
          address: 'Argwings Kodhek Rd',
          city: 'Nairobi',
          state: 'Nairobi County',
          location: 'Kilimani',
        },
      })
    ).json();
    const unit = await page.request.post(`/api/properties/${property.id}/units`, {
      data: { label: 'A1', monthlyRent: 68_000, deposit: 68_000 },
    });
    expect(unit.status(), await unit.text()).toBe(201);

    // Submit Details: from the vacant unit, which fills the rent and the area.
    await page.goto('/list-vehicle');
    await expectHeading(page, 'List Your Property');
    await expect(page.getByRole('list', { name: 'The four steps to a live listing' })).toContainText(
      'Submit Details',
    );
    await page.getByRole('button', { name: 'New listing' }).click();
    await expectHeading(page, 'New listing', 2);
    await page.getByLabel('Vacant unit').selectOption({ label: `${propertyName} · A1` });
    await expect(page.getByLabel('Rent per month (KES)')).toHaveValue('68000');
    await expect(page.getByLabel('Area')).toHaveValue('Kilimani');
    await expect(page.getByRole('radio', { name: 'For sale' })).toBeDisabled();
    await page.getByLabel('Property type').selectOption('apartment');
    await page.getByLabel('Title (optional)').fill(title);
    await page.getByLabel('Bedrooms').fill('2');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByLabel('Size (sq ft)').fill('950');
    await page.getByLabel('Landmark (optional)').fill('Near Yaya Centre');
    await page.getByRole('checkbox', { name: 'Parking' }).check();
    await page.getByRole('checkbox', { name: 'Borehole' }).check();
    await page.getByLabel('Video tour link (optional)').fill('https://vimeo.com/76979871');
    await page.getByRole('button', { name: 'Save draft' }).click();
    // The contract's own words, before any request.
    await expect(page.getByText('The description must be 20 to 4,000 characters')).toBeVisible();
    await expect(page.getByText(/The video tour must be a YouTube link/)).toBeVisible();
    await page
      .getByLabel('Description')
      .fill('A bright two bedroom flat with a balcony, borehole water and secure parking.');
    await page.getByLabel('Video tour link (optional)').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Listing saved')).toBeVisible();
    await expectHeading(page, `Edit ${title}`, 2);
    await expect(page).toHaveURL(/\?listing=[0-9a-f-]{36}$/);
    const listingId = new URL(page.url()).searchParams.get('listing')!;
    const send = page.getByRole('button', { name: `Send for review: ${title}` });
    await expect(send).toBeDisabled();

    // Three photos, made smaller in the browser and uploaded one by one; one removed, the second made cover.
    await page
      .getByLabel('Choose photos to add')
      .setInputFiles([fixture('id-front.jpg'), fixture('selfie.jpg'), fixture('id-back.png')]);
    await expect(page.getByRole('img', { name: 'Photo 3', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Remove photo 3' }).click();
    await expect(page.getByText('Photos saved')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 3', exact: true })).toHaveCount(0);
    const second = await page.getByRole('img', { name: 'Photo 2', exact: true }).getAttribute('src');
    await page.getByRole('button', { name: 'Set photo 2 as cover' }).click();
    await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toHaveAttribute('src', second!);
    await expect(page.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();

    // The four documents, privately.
    await expect(page.getByText('Still needed: Ownership documents, Floor plans')).toBeVisible();
    for (const [label, file] of [
      ['Ownership documents', 'registration-cert.pdf'],
      ['Floor plans', 'id-back.png'],
      ['Recent photos', 'selfie.jpg'],
      ['Inspection reports', 'registration-cert.pdf'],
    ] as const) {
      await page.getByLabel(`Upload ${label}`).setInputFiles(fixture(file));
      await expect(page.getByLabel(`Replace ${label}`)).toBeAttached();
    }
    await expect(page.getByText('All four documents are uploaded.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uploaded: registration-cert.pdf' }).first()).toBeVisible();

    // Verification: sent for review.
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(`${title}: sent for review`)).toBeVisible();
    await expect(page.getByText('Waiting for review', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: `Progress of ${title}` })).toContainText(
      'Submit Details: done',
    );
    await expect(page.getByRole('list', { name: `Progress of ${title}` })).toContainText(
      'Verification: current step',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // The superadmin checks it against the standards and approves it from the dashboard.
    await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
    await page.goto('/dashboard');
    const queue = page.getByRole('region', { name: 'Listings to review' });
    const entry = queue.getByRole('listitem').filter({ hasText: title }).first();
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await expect(entry.getByRole('img', { name: `Photo 2 of ${title}` })).toBeVisible();
    await expect(entry.getByRole('link', { name: /^Ownership documents: / })).toBeVisible();
    const approve = entry.getByRole('button', { name: `Approve: ${title}` });
    await expect(approve).toBeDisabled();
    for (const standard of [
      'good structural condition',
      'well-maintained interior and exterior',
      'clean and presentable',
      'safe and secure',
    ])
      await entry.getByLabel(standard).check();
    await approve.click();
    const dialog = page.getByRole('dialog', { name: `Approve ${title}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${title}: approved`)).toBeVisible();
    await expect(queue.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    // Go Live: in search at once, Verified.
    const found = await page.request.get('/api/search', { params: { q: `mawingu ${suffix}`, pageSize: 48 } });
    const { results } = (await found.json()) as SearchResponse;
    expect(results.find((result) => result.id === listingId)).toMatchObject({ verified: true });
    await page.goto(`/listings/${listingId}`);
    await expectHeading(page, title);
    await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();

    // Back on List Property, the lister sees what it drew (the superadmin's visit is a view) and confirms
    // it is still available (listing freshness).
    await signInViaApi(page, lister.email, lister.password);
    await page.goto('/list-vehicle');
    const mine = page.getByRole('listitem').filter({ hasText: title }).first();
    await expect(mine).toContainText('1 view · 0 favourites · 0 viewing requests · 0 applications');
    await expect(mine).toContainText('Confirmed available today');
    await mine.getByRole('button', { name: `Still available: ${title}` }).click();
    await expect(page.getByText(`${title}: confirmed available`)).toBeVisible();
  });
});
