import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { searchResponse } from '@common/listings/listing-contracts';
import { myListing, type MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { auditEvents, listings, properties, propertyUnits, tenancies } from '../../db/schema/index';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { approveKyc } from '../../testing/kyc-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { keepListingsFresh } from './keep-listings-fresh';

const t$ = listingPipelineTexts;
/** The committed sample PDF the KYC tests and the browser tests upload too. */
const samplePdf = () =>
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../e2e/fixtures/registration-cert.pdf',
    ),
  );
const unknownId = '00000000-0000-4000-8000-00000000ffff';

/** A JPEG as a phone writes it: with EXIF (its camera, a copyright line standing in for GPS). */
const phonePhoto = (colour = '#88aa66') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'Plot 12, Kilimani' } })
    .toBuffer();

const draftBody = (fields: Record<string, unknown> = {}) => ({
  intent: 'rent',
  propertyType: 'apartment',
  bedrooms: 2,
  bathrooms: 2,
  sqft: 950,
  price: 65_000,
  location: 'Kilimani',
  landmark: 'Near Yaya Centre',
  amenities: ['parking', 'borehole'],
  description: 'A bright two bedroom flat with a balcony, borehole water and secure parking.',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  ...fields,
});

describe('List Property: from a vacant unit to a live, verified listing', () => {
  let t: TestApp;
  let lister: TestUser;
  let unverified: TestUser;
  let tenant: TestUser;
  let admin: TestUser;
  let vacantUnit: string;
  let occupiedUnit: string;
  let strangersUnit: string;
  let next = 0;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(path, {
      method,
      ...(json === undefined ? {} : { json }),
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const create = async (user: TestUser, fields: Record<string, unknown> = {}) => {
    const { status, body } = await call(user, 'POST', '/api/my-listings', draftBody(fields));
    expect(status, JSON.stringify(body)).toBe(201);
    return myListing.parse(body);
  };
  const upload = async (
    user: TestUser,
    path: string,
    fields: Record<string, string>,
    file?: Buffer,
    type = 'image/jpeg',
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file)
      form.set(
        'file',
        new Blob([new Uint8Array(file)], { type }),
        type === 'application/pdf' ? 'doc.pdf' : 'photo.jpg',
      );
    const res = await t.request(path, { method: 'POST', body: form, headers: { cookie: user.cookie } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const addPhoto = async (user: TestUser, listingId: string) => {
    const { status, body } = await upload(user, '/api/my-listings/photos', { listingId }, await phonePhoto());
    expect(status, JSON.stringify(body)).toBe(201);
    return myListing.parse(body);
  };
  const addDocuments = async (user: TestUser, listingId: string) => {
    for (const category of ['ownership', 'floor_plan', 'recent_photos', 'inspection_report']) {
      const pdf = category === 'ownership';
      const { status, body } = await upload(
        user,
        '/api/my-listings/documents',
        { listingId, category },
        pdf ? samplePdf() : await phonePhoto('#ccccbb'),
        pdf ? 'application/pdf' : 'image/jpeg',
      );
      expect(status, JSON.stringify(body)).toBe(201);
    }
  };
  /** A draft with a photo and every document, sent for review. */
  const pendingListing = async (fields: Record<string, unknown> = {}) => {
    const draft = await create(lister, { title: `Review queue home ${(next += 1)}`, ...fields });
    await addPhoto(lister, draft.id);
    await addDocuments(lister, draft.id);
    const { status, body } = await call(lister, 'POST', `/api/my-listings/${draft.id}/submit`);
    expect(status, JSON.stringify(body)).toBe(200);
    return myListing.parse(body);
  };
  const liveListing = async (fields: Record<string, unknown> = {}) => {
    const pending = await pendingListing(fields);
    const { status } = await call(admin, 'POST', `/api/listing-review/${pending.id}/approve`);
    expect(status).toBe(200);
    return pending.id;
  };
  const searchIds = async (intent = 'rent'): Promise<string[]> => {
    const res = await t.request(`/api/search?q=kilimani&intent=${intent}&pageSize=48`);
    return searchResponse.parse(await res.json()).results.map((result) => result.id);
  };
  const auditActions = async (id: string) =>
    (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, id))
    ).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp();
    lister = await signedInAs(t, 'landlord');
    unverified = await signedInAs(t, 'landlord');
    tenant = await signedInAs(t, 'tenant');
    admin = await signedInAs(t, 'superadmin');
    await approveKyc(t, lister.userId);
    const db = t.database.db;
    await db.insert(properties).values([
      {
        id: 'ABD-LST2',
        name: 'Yaya Court',
        address: 'Argwings Kodhek Rd',
        city: 'Nairobi',
        state: 'Nairobi',
        landlordId: lister.userId,
      },
      {
        id: 'ABD-LST3',
        name: 'Other Court',
        address: 'Ngong Rd',
        city: 'Nairobi',
        state: 'Nairobi',
        landlordId: unverified.userId,
      },
    ]);
    const units = await db
      .insert(propertyUnits)
      .values([
        { propertyId: 'ABD-LST2', label: 'A1', monthlyRent: 65_000, deposit: 65_000 },
        { propertyId: 'ABD-LST2', label: 'A2', monthlyRent: 60_000, deposit: 60_000 },
        { propertyId: 'ABD-LST3', label: 'B1', monthlyRent: 40_000, deposit: 40_000 },
      ])
      .returning({ id: propertyUnits.id, label: propertyUnits.label });
    vacantUnit = units.find((unit) => unit.label === 'A1')!.id;
    occupiedUnit = units.find((unit) => unit.label === 'A2')!.id;
    strangersUnit = units.find((unit) => unit.label === 'B1')!.id;
    await db.insert(tenancies).values({
      unitId: occupiedUnit,
      tenantId: tenant.userId,
      monthlyRent: 60_000,
      deposit: 60_000,
      dueDay: 5,
      startDate: '2026-01-01',
      paybillAccount: 'LSTA2',
    });
  });
  afterAll(() => t.close());

  describe('Submit Details', () => {
    it('asks a signed-out visitor to sign in and tells a tenant how to become a lister (403)', async () => {
      expect((await call(null, 'POST', '/api/my-listings', draftBody())).status).toBe(401);
      const { status, body } = await call(tenant, 'POST', '/api/my-listings', draftBody());
      expect(status).toBe(403);
      expect(body.error).toEqual({ code: 'FORBIDDEN', message: t$.notLister });
      expect((await call(admin, 'GET', '/api/my-listings')).status).toBe(403);
    });

    it.each([
      [{ videoUrl: 'https://vimeo.com/76979871' }, 'videoUrl'],
      [{ videoUrl: 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }, 'videoUrl'],
      [{ pin: { latitude: 51.5, longitude: -0.12 } }, 'pin'],
      [{ location: 'Atlantis' }, 'location'],
      [{ price: -5 }, 'price'],
      [{ price: 1.5 }, 'price'],
      [{ bedrooms: 'two' }, 'bedrooms'],
      [{ amenities: ['parking', 'parking'] }, 'amenities'],
      [{ amenities: ['moat'] }, 'amenities'],
      [{ description: 'Nice.' }, 'description'],
      [{ propertyType: 'castle' }, 'propertyType'],
      [{ intent: 'buy', unitId: '11111111-1111-4111-8111-111111111111' }, 'unitId'],
    ])('refuses %j with 400 naming %s', async (fields, field) => {
      const { status, body } = await call(lister, 'POST', '/api/my-listings', draftBody(fields));
      expect(status).toBe(400);
      expect((body.error as { message: string }).message).toContain(field);
    });

    it("makes a draft from a vacant unit of the lister's own property, not another's (404) nor an occupied one (409)", async () => {
      expect(
        (await call(lister, 'POST', '/api/my-listings', draftBody({ unitId: strangersUnit }))).status,
      ).toBe(404);
      const occupied = await call(lister, 'POST', '/api/my-listings', draftBody({ unitId: occupiedUnit }));
      expect(occupied.status).toBe(409);
      expect(occupied.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.unitOccupied });

      const draft = await create(lister, {
        unitId: vacantUnit,
        pin: { latitude: -1.2921, longitude: 36.7856 },
      });
      expect(draft).toMatchObject({
        status: 'draft',
        unitId: vacantUnit,
        name: '2-bedroom Apartment in Kilimani',
        location: 'Kilimani',
        pin: { latitude: -1.2921, longitude: 36.7856 },
        landmark: 'Near Yaya Centre',
        videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        verified: false,
        photos: [],
      });
      const again = await call(lister, 'POST', '/api/my-listings', draftBody({ unitId: vacantUnit }));
      expect(again.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.unitListed });
      expect(await auditActions(draft.id)).toContain('listing.drafted');
    });

    it("lists only the lister's own listings with their status, and edits drafts freely; another lister's is 404", async () => {
      const draft = await create(lister, {
        intent: 'buy',
        propertyType: 'villa',
        bedrooms: 5,
        price: 95_000_000,
      });
      const mine = await call(lister, 'GET', '/api/my-listings');
      const ids = (mine.body.listings as MyListing[]).map((listing) => listing.id);
      expect(ids[0]).toBe(draft.id);
      expect((await call(unverified, 'GET', '/api/my-listings')).body.listings).toEqual([]);

      const edited = await call(lister, 'PATCH', `/api/my-listings/${draft.id}`, {
        price: 90_000_000,
        title: 'Karen-style villa in Kilimani',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        status: 'draft',
        price: 90_000_000,
        name: 'Karen-style villa in Kilimani',
      });
      expect((await call(unverified, 'PATCH', `/api/my-listings/${draft.id}`, { price: 1 })).status).toBe(
        404,
      );
      expect((await call(lister, 'PATCH', `/api/my-listings/${unknownId}`, { price: 1 })).status).toBe(404);
      expect(
        (await call(lister, 'PATCH', `/api/my-listings/${draft.id}`, { videoUrl: 'http://example.com/tour' }))
          .status,
      ).toBe(400);
      expect((await call(lister, 'PATCH', `/api/my-listings/${draft.id}`, {})).status).toBe(400);
    });
    it('keeps a made title in step with an edit, and a written one as written', async () => {
      const draft = await create(lister);
      const edited = await call(lister, 'PATCH', `/api/my-listings/${draft.id}`, { bedrooms: 3 });
      expect(edited.body).toMatchObject({ name: '3-bedroom Apartment in Kilimani', bedrooms: 3 });
      const titled = await create(lister, { title: 'Garden flat by Yaya' });
      const kept = await call(lister, 'PATCH', `/api/my-listings/${titled.id}`, { bedrooms: 3 });
      expect(kept.body).toMatchObject({ name: 'Garden flat by Yaya' });
    });
  });

  describe('Photos', () => {
    it("stores a photo rewritten without its metadata and serves it for the listing at the page's widths", async () => {
      const draft = await create(lister);
      const withPhoto = await addPhoto(lister, draft.id);
      const [photo] = withPhoto.photos;
      expect(photo!.id).toMatch(/^up-[0-9a-f]{24}\.jpg$/);
      expect(photo!.room).toBeNull();
      expect(photo!.url).toBe(`/api/listing-photos/${photo!.id}?w=768`);

      const original = await t.request(`/api/listing-photos/${photo!.id}`);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      const stored = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
      expect(stored.exif).toBeUndefined();
      const small = await t.request(`/api/listing-photos/${photo!.id}?w=320`, {
        headers: { accept: 'image/webp' },
      });
      expect(small.headers.get('content-type')).toBe('image/webp');
    });

    it("refuses what is not a photo (400), another lister's listing (404) and a 21st photo (409)", async () => {
      const draft = await create(lister);
      const notImage = await upload(
        lister,
        '/api/my-listings/photos',
        { listingId: draft.id },
        Buffer.from('hello'),
      );
      expect(notImage.body.error).toEqual({ code: 'BAD_REQUEST', message: t$.validation.photoNotImage });
      const noId = await upload(lister, '/api/my-listings/photos', {}, await phonePhoto());
      expect(noId.status).toBe(400);
      expect((noId.body.error as { message: string }).message).toContain('listingId');
      const stranger = await upload(
        unverified,
        '/api/my-listings/photos',
        { listingId: draft.id },
        await phonePhoto(),
      );
      expect(stranger.status).toBe(404);
      const tenantTry = await upload(
        tenant,
        '/api/my-listings/photos',
        { listingId: draft.id },
        await phonePhoto(),
      );
      expect(tenantTry.status).toBe(403);

      for (let i = 0; i < 20; i += 1) await addPhoto(lister, draft.id);
      const over = await upload(
        lister,
        '/api/my-listings/photos',
        { listingId: draft.id },
        await phonePhoto(),
      );
      expect(over.status).toBe(409);
      expect(over.body.error).toEqual({
        code: 'CONFLICT',
        message: t$.conflict.tooManyPhotos(20),
        // The limit as a value too, for the web to say it in Kiswahili.
        reason: 'listing_photos_max',
        params: { max: 20 },
      });
    });

    it('sets the order and cover, and removes a photo left out together with its file', async () => {
      const draft = await create(lister);
      await addPhoto(lister, draft.id);
      const two = await addPhoto(lister, draft.id);
      const [first, second] = two.photos.map((photo) => photo.id);
      const arranged = await call(lister, 'PUT', `/api/my-listings/${draft.id}/photos`, {
        photoIds: [second],
      });
      expect(arranged.status).toBe(200);
      expect((arranged.body as MyListing).photos.map((photo) => photo.id)).toEqual([second]);
      expect(await t.storage.get(`listing_photos/${first}`)).toBeNull();
      expect((await t.request(`/api/listing-photos/${first}`)).status).toBe(404);
      const unknown = await call(lister, 'PUT', `/api/my-listings/${draft.id}/photos`, { photoIds: [first] });
      expect(unknown.status).toBe(400);
      expect((unknown.body.error as { message: string }).message).toContain('photoIds');
    });
  });

  describe('Verification', () => {
    it('refuses to send for review before KYC is approved (409 naming it), without photos, or without the documents', async () => {
      const theirs = await create(unverified);
      const refused = await call(unverified, 'POST', `/api/my-listings/${theirs.id}/submit`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.kycNotApproved });

      const draft = await create(lister);
      expect((await call(lister, 'POST', `/api/my-listings/${draft.id}/submit`)).body.error).toEqual({
        code: 'CONFLICT',
        message: t$.conflict.noPhotos,
      });
      await addPhoto(lister, draft.id);
      expect((await call(lister, 'POST', `/api/my-listings/${draft.id}/submit`)).body.error).toEqual({
        code: 'CONFLICT',
        message: t$.conflict.missingDocuments([
          'Ownership documents',
          'Floor plans',
          'Recent photos',
          'Inspection reports',
        ]),
      });
      expect((await call(unverified, 'POST', `/api/my-listings/${draft.id}/submit`)).status).toBe(404);
    });

    it('keeps the documents private: the lister and a superadmin read them, no one else', async () => {
      const pending = await pendingListing();
      expect(pending.status).toBe('pending');
      expect(pending.documents.map((document) => document.category).sort()).toEqual([
        'floor_plan',
        'inspection_report',
        'ownership',
        'recent_photos',
      ]);
      const ownership = pending.documents.find((document) => document.category === 'ownership')!;
      const path = `/api/my-listings/documents/${ownership.id}/file`;
      const read = async (user: TestUser | null) =>
        (await t.request(path, { headers: user ? { cookie: user.cookie } : {} })).status;
      expect(await read(lister)).toBe(200);
      expect(await read(admin)).toBe(200);
      expect(await read(unverified)).toBe(404);
      expect(await read(tenant)).toBe(404);
      expect(await read(null)).toBe(401);
      const badCategory = await upload(
        lister,
        '/api/my-listings/documents',
        { listingId: pending.id, category: 'title_deed' },
        samplePdf(),
        'application/pdf',
      );
      expect((badCategory.body.error as { message: string }).message).toContain('category');
    });

    it('queues pending listings oldest first for the superadmin only; changes asked for reach the lister', async () => {
      const older = await pendingListing();
      const newer = await pendingListing();
      expect((await call(tenant, 'GET', '/api/listing-review')).status).toBe(403);
      expect((await call(lister, 'POST', `/api/listing-review/${older.id}/approve`)).status).toBe(403);
      const queue = (await call(admin, 'GET', '/api/listing-review')).body.listings as MyListing[];
      const order = queue.map((listing) => listing.id);
      expect(order.indexOf(older.id)).toBeLessThan(order.indexOf(newer.id));

      expect(
        (await call(admin, 'POST', `/api/listing-review/${older.id}/request-changes`, { note: ' ' })).status,
      ).toBe(400);
      const asked = await call(admin, 'POST', `/api/listing-review/${older.id}/request-changes`, {
        note: 'Add a photo of the kitchen.',
      });
      expect(asked.body).toMatchObject({ status: 'draft', reviewNote: 'Add a photo of the kitchen.' });
      const mine = (await call(lister, 'GET', '/api/my-listings')).body.listings as MyListing[];
      expect(mine.find((listing) => listing.id === older.id)?.reviewNote).toBe('Add a photo of the kitchen.');
      // Only a pending listing is decided: approving a draft is refused with the reason.
      const early = await call(admin, 'POST', `/api/listing-review/${older.id}/approve`);
      expect(early.status).toBe(409);
      expect(early.body.error).toEqual({
        code: 'CONFLICT',
        message: t$.conflict.refused('approved', 'Draft'),
      });

      const rejected = await call(admin, 'POST', `/api/listing-review/${newer.id}/reject`, {
        note: 'The ownership document names someone else.',
      });
      expect(rejected.body).toMatchObject({
        status: 'removed',
        reviewNote: 'The ownership document names someone else.',
      });
      expect(await auditActions(newer.id)).toEqual(
        expect.arrayContaining(['listing.submit', 'listing.reject']),
      );
    });
  });

  describe('Go Live and after', () => {
    it('an approved listing is live, Verified and found by search at once, with its uploaded photo', async () => {
      const id = await liveListing();
      const res = await t.request(`/api/search?q=kilimani&intent=rent&pageSize=48`);
      const found = searchResponse.parse(await res.json()).results.find((result) => result.id === id);
      expect(found).toMatchObject({ verified: true, rating: null });
      expect(found!.photos[0]!.url).toMatch(/^\/api\/listing-photos\/up-[0-9a-f]{24}\.jpg\?w=768$/);
      const page = await t.request(`/api/listings/${id}`);
      expect(page.status).toBe(200);
      expect(await auditActions(id)).toContain('listing.approve');
    });

    it('pausing takes it out of search and resuming puts it back', async () => {
      const id = await liveListing();
      expect((await call(lister, 'POST', `/api/my-listings/${id}/pause`)).body).toMatchObject({
        status: 'paused',
      });
      expect(await searchIds()).not.toContain(id);
      expect((await call(lister, 'POST', `/api/my-listings/${id}/pause`)).status).toBe(409);
      expect((await call(unverified, 'POST', `/api/my-listings/${id}/resume`)).status).toBe(404);
      expect((await call(lister, 'POST', `/api/my-listings/${id}/resume`)).body).toMatchObject({
        status: 'live',
      });
      expect(await searchIds()).toContain(id);
    });

    it('a significant edit of a live listing sends it back to review; a small one keeps it live', async () => {
      const id = await liveListing();
      const small = await call(lister, 'PATCH', `/api/my-listings/${id}`, {
        description: 'Freshly painted two bedroom flat, borehole water, secure parking.',
      });
      expect(small.body).toMatchObject({ status: 'live', verified: true });
      const samePrice = await call(lister, 'PATCH', `/api/my-listings/${id}`, { price: 65_000 });
      expect(samePrice.body).toMatchObject({ status: 'live' });
      const priced = await call(lister, 'PATCH', `/api/my-listings/${id}`, { price: 72_000 });
      expect(priced.body).toMatchObject({ status: 'pending', verified: false, price: 72_000 });
      expect(await searchIds()).not.toContain(id);
      const queue = (await call(admin, 'GET', '/api/listing-review')).body.listings as MyListing[];
      expect(queue.map((listing) => listing.id)).toContain(id);
      expect(await auditActions(id)).toContain('listing.edited_back_to_review');
    });

    it('marks a rental let (it leaves search and closes), never sold; a sale sold, never let', async () => {
      const id = await liveListing();
      const sold = await call(lister, 'POST', `/api/my-listings/${id}/mark-sold`);
      expect(sold.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.soldIsForSale });
      expect((await call(lister, 'POST', `/api/my-listings/${id}/mark-let`)).body).toMatchObject({
        status: 'let',
      });
      expect(await searchIds()).not.toContain(id);
      expect((await call(lister, 'POST', `/api/my-listings/${id}/resume`)).status).toBe(409);
      const closed = await call(lister, 'PATCH', `/api/my-listings/${id}`, { price: 1_000 });
      expect(closed.body.error).toEqual({ code: 'CONFLICT', message: t$.conflict.notEditable('Let') });

      const sale = await liveListing({
        intent: 'buy',
        propertyType: 'house',
        price: 30_000_000,
        bedrooms: 4,
      });
      expect((await call(lister, 'POST', `/api/my-listings/${sale}/mark-let`)).status).toBe(409);
      expect((await call(lister, 'POST', `/api/my-listings/${sale}/mark-sold`)).body).toMatchObject({
        status: 'sold',
      });
      expect(await searchIds('buy')).not.toContain(sale);
    });
  });

  describe('Freshness: confirmed available, asked at 30 days, out of search at 45', () => {
    const sms = eventSmsRunner(() => t);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const setConfirmed = (id: string, at: Date) =>
      t.database.db.update(listings).set({ confirmedAt: at }).where(eq(listings.id, id));
    const mine = async (id: string) =>
      ((await call(lister, 'GET', '/api/my-listings')).body.listings as MyListing[]).find(
        (listing) => listing.id === id,
      )!;

    it('asks the lister once at 30 days, in the app and by SMS; at 45 pauses it until they resume it', async () => {
      const id = await liveListing();
      expect((await mine(id)).stale).toBe(false);
      const untouched = await keepListingsFresh(t.database.db, new Date());
      expect(await sms.notices(`listing.ask:${id}`)).toHaveLength(0);
      expect(untouched.paused).toBe(0);

      await setConfirmed(id, daysAgo(31));
      await keepListingsFresh(t.database.db, new Date());
      await keepListingsFresh(t.database.db, new Date());
      const asked = await sms.notices(`listing.ask:${id}`);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ userId: lister.userId, kind: 'listing', link: '/list-vehicle' });
      expect(asked[0]!.body).toContain('31 days');
      expect(await sms.smsJobs(`listing.ask:${id}`)).toHaveLength(1);
      expect(await searchIds()).toContain(id);

      await setConfirmed(id, daysAgo(46));
      const run = await keepListingsFresh(t.database.db, new Date());
      expect(run.paused).toBeGreaterThanOrEqual(1);
      expect(await mine(id)).toMatchObject({ status: 'paused', stale: true });
      expect(await searchIds()).not.toContain(id);
      expect(await sms.notices(`listing.stale:${id}`)).toHaveLength(1);
      expect(await auditActions(id)).toContain('listing.stale_pause');
      // Paused by freshness, not by moderators: the lister's resume is their confirmation.
      const resumed = await call(lister, 'POST', `/api/my-listings/${id}/resume`);
      expect(resumed.body).toMatchObject({ status: 'live', stale: false });
      expect(Date.now() - Date.parse((resumed.body as MyListing).confirmedAt)).toBeLessThan(60_000);
      expect(await searchIds()).toContain(id);
    });

    it("texts the question in the lister's language (users.locale): Kiswahili when they read ABODE in it", async () => {
      const setLocale = async (locale: 'en' | 'sw') =>
        expect((await call(lister, 'PUT', '/api/me/locale', { locale })).status).toBe(200);
      const id = await liveListing();
      const name = (await mine(id)).name;
      await setConfirmed(id, daysAgo(33));
      await keepListingsFresh(t.database.db, new Date());
      const [job] = await sms.smsJobs(`listing.ask:${id}`);
      // The English, word for word, for an English reader.
      expect((job!.payload as { text: string }).text).toBe(
        `ABODE: Is your home still available?. ${name} has not been confirmed available for 33 days. Confirm it on List Property, or mark it let or sold; unconfirmed at 45 days it leaves search.`,
      );
      await setLocale('sw');
      try {
        await sms.deliver();
        expect((await sms.textsTo(lister)).filter((text) => text.includes(name))).toEqual([
          `ABODE: Je, nyumba yako bado inapatikana? ${name} haijathibitishwa kuwa inapatikana kwa siku 33. Ithibitishe kwenye Orodhesha Mali, au uiweke imepangishwa au imeuzwa; bila kuthibitishwa kwa siku 45 itaondolewa kwenye utafutaji.`,
        ]);
      } finally {
        await setLocale('en');
      }
    });

    it('confirm-available restarts the days of a live listing; only its lister, only while live', async () => {
      const id = await liveListing();
      await setConfirmed(id, daysAgo(40));
      expect((await call(null, 'POST', `/api/my-listings/${id}/confirm-available`)).status).toBe(401);
      expect((await call(tenant, 'POST', `/api/my-listings/${id}/confirm-available`)).status).toBe(403);
      expect((await call(unverified, 'POST', `/api/my-listings/${id}/confirm-available`)).status).toBe(404);
      expect((await call(lister, 'POST', `/api/my-listings/${unknownId}/confirm-available`)).status).toBe(
        404,
      );
      expect((await call(lister, 'POST', '/api/my-listings/not-an-id/confirm-available')).status).toBe(404);
      const confirmed = await call(lister, 'POST', `/api/my-listings/${id}/confirm-available`);
      expect(confirmed.status).toBe(200);
      expect(Date.now() - Date.parse((confirmed.body as MyListing).confirmedAt)).toBeLessThan(60_000);
      expect(await auditActions(id)).toContain('listing.confirm_available');
      await keepListingsFresh(t.database.db, new Date());
      expect(await sms.notices(`listing.ask:${id}`)).toHaveLength(0);

      await call(lister, 'POST', `/api/my-listings/${id}/pause`);
      const paused = await call(lister, 'POST', `/api/my-listings/${id}/confirm-available`);
      expect(paused.status).toBe(409);
      expect(paused.body.error).toEqual({ code: 'CONFLICT', message: t$.freshness.notLive('Paused') });
    });

    it('an edit counts as confirming; a listing without a lister account is never asked or paused', async () => {
      const id = await liveListing();
      await setConfirmed(id, daysAgo(50));
      await call(lister, 'PATCH', `/api/my-listings/${id}`, {
        description: 'Still available: two bedrooms, borehole water, secure parking, near Yaya.',
      });
      expect(Date.now() - Date.parse((await mine(id)).confirmedAt)).toBeLessThan(60_000);

      const imported = await liveListing();
      await t.database.db
        .update(listings)
        .set({ hostUserId: null, confirmedAt: daysAgo(90) })
        .where(eq(listings.id, imported));
      await keepListingsFresh(t.database.db, new Date());
      const [row] = await t.database.db
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.id, imported));
      expect(row!.status).toBe('live');
      expect(await sms.notices(`listing.ask:${imported}`)).toHaveLength(0);
    });
  });

  describe('What a listing drew, and a tenancy on its unit', () => {
    it('counts views (not its lister’s own), favourites, viewing requests and applications; an approved application lets it', async () => {
      const [unit] = await t.database.db
        .insert(propertyUnits)
        .values({ propertyId: 'ABD-LST2', label: 'F1', monthlyRent: 55_000, deposit: 55_000 })
        .returning({ id: propertyUnits.id });
      const id = await liveListing({ unitId: unit!.id, price: 55_000 });
      const stats = async () =>
        ((await call(lister, 'GET', '/api/my-listings')).body.listings as MyListing[]).find(
          (listing) => listing.id === id,
        )!.stats;
      expect(await stats()).toEqual({ views: 0, favourites: 0, viewings: 0, applications: 0 });

      expect((await call(tenant, 'GET', `/api/listings/${id}`)).status).toBe(200);
      expect((await call(tenant, 'GET', `/api/listings/${id}`)).status).toBe(200);
      expect((await call(null, 'GET', `/api/listings/${id}`)).status).toBe(200);
      expect((await call(lister, 'GET', `/api/listings/${id}`)).status).toBe(200);
      expect((await call(tenant, 'PUT', `/api/favourites/${id}`)).status).toBe(200);
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
      const viewing = await call(tenant, 'POST', '/api/viewings', {
        listingId: id,
        scheduledAt: inDays(2).toISOString(),
      });
      expect(viewing.status, JSON.stringify(viewing.body)).toBe(201);
      const applied = await call(tenant, 'POST', '/api/rental-applications', {
        listingId: id,
        moveInDate: nairobiToday(inDays(10)),
        householdSize: 2,
        message: 'A quiet couple, both working in Kilimani.',
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      expect(await stats()).toEqual({ views: 3, favourites: 1, viewings: 1, applications: 1 });

      const approved = await call(
        lister,
        'POST',
        `/api/rental-applications/${(applied.body as { id: string }).id}/approve`,
        { unitId: unit!.id, dueDay: 5, startDate: nairobiToday(inDays(10)) },
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const [row] = await t.database.db
        .select({ status: listings.status })
        .from(listings)
        .where(eq(listings.id, id));
      expect(row!.status).toBe('let');
      expect(await searchIds()).not.toContain(id);
      expect((await call(tenant, 'GET', `/api/listings/${id}`)).status).toBe(404);
    });
  });
});
