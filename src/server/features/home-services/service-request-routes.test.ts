import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  incomingServiceRequestList,
  myProviderProfile,
  providerDetail,
  serviceRequest,
  serviceRequestList,
  serviceReview,
  type ProviderProfileInput,
} from '@common/services/service-contracts';
import {
  properties,
  rateLimitEvents,
  serviceProviders,
  serviceRequests,
  tenantProperties,
} from '../../db/schema/index';
import { signedInAs, signUpUnverified, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertProvider, nextSlot } from './testing/service-fixtures';

const profileInput: ProviderProfileInput = {
  businessName: 'Kilimani Pipes & Taps',
  categories: ['plumbing'],
  areas: ['Kilimani', 'Kileleshwa'],
  priceFrom: 1500,
  availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opensAt: '08:00', closesAt: '18:00' },
  description: 'Leaking taps, blocked drains and water heaters fixed the same day.',
};

describe('/api/services: profiles, requests and reviews', () => {
  let t: TestApp;
  let provider: TestUser;
  let otherProvider: TestUser;
  let tenant: TestUser;
  let otherTenant: TestUser;
  let landlord: TestUser;
  let providerId: string;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/services${path}`, {
      method,
      json,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  const book = (user: TestUser | null, overrides: Record<string, unknown> = {}) =>
    call(user, 'POST', '/requests', {
      providerId,
      description: 'The kitchen tap has been leaking since Sunday.',
      address: 'Argwings Kodhek Road, Kilimani, Hse 12',
      scheduledAt: nextSlot(['mon', 'tue', 'wed', 'thu', 'fri']),
      budget: 2000,
      ...overrides,
    });

  beforeAll(async () => {
    t = await createTestApp();
    [provider, otherProvider, tenant, otherTenant, landlord] = await Promise.all([
      signedInAs(t, 'service_provider'),
      signedInAs(t, 'service_provider'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'landlord'),
    ]);
    await call(otherProvider, 'PUT', '/my-profile', { ...profileInput, businessName: 'Other Plumbing' });
  });
  afterAll(() => t.close());

  describe('my profile', () => {
    it('answers 401 signed out and 403 for a role that is not a provider', async () => {
      expect((await call(null, 'GET', '/my-profile')).status).toBe(401);
      for (const user of [tenant, landlord]) {
        const { status, body } = await call(user, 'PUT', '/my-profile', profileInput);
        expect(status).toBe(403);
        expect(body.error.code).toBe('FORBIDDEN');
      }
      expect((await call(tenant, 'GET', '/my-ratings')).status).toBe(403);
    });

    it('has no profile before the first save', async () => {
      const { status, body } = await call(provider, 'GET', '/my-profile');
      expect(status).toBe(200);
      expect(myProviderProfile.parse(body)).toEqual({ profile: null, listed: false, verified: false });
    });

    it.each([
      [{ businessName: ' ' }, 'businessName: The business name must be 2 to 80 characters'],
      [{ categories: [] }, 'categories: Choose at least one service category'],
      [{ categories: ['roofing'] }, 'categories.0: must be all or one of cleaning, plumbing'],
      [{ areas: ['Atlantis'] }, 'areas.0: Choose areas from the list'],
      [{ areas: ['Kilimani', 'Kilimani'] }, 'areas: Each area may be chosen once'],
      [{ priceFrom: 50 }, 'priceFrom: The starting price must be'],
      [{ priceFrom: 1500.5 }, 'priceFrom: The starting price must be'],
      [
        { availability: { days: ['mon'], opensAt: '18:00', closesAt: '08:00' } },
        'availability.closesAt: The closing time must be after the opening time',
      ],
      [
        { availability: { days: [], opensAt: '08:00', closesAt: '17:00' } },
        'availability.days: Choose at least',
      ],
      [
        { availability: { days: ['mon'], opensAt: '8am', closesAt: '17:00' } },
        'availability.opensAt: must be a time',
      ],
      [{ description: 'Short' }, 'description: The description must be 20 to 1,000 characters'],
      [{ photoKey: 'http://example.com/x.png' }, 'photoKey: Not a photo this service knows'],
    ])('refuses %j with 400 and writes nothing', async (change, message) => {
      const { status, body } = await call(provider, 'PUT', '/my-profile', { ...profileInput, ...change });
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toContain(message);
      const rows = await t.database.db
        .select()
        .from(serviceProviders)
        .where(eq(serviceProviders.userId, provider.userId));
      expect(rows).toEqual([]);
    });

    it('saves the profile, lists it and updates it in place', async () => {
      const first = await call(provider, 'PUT', '/my-profile', {
        ...profileInput,
        availability: { ...profileInput.availability, days: ['sat', 'mon', 'tue', 'wed', 'thu', 'fri'] },
      });
      expect(first.status).toBe(200);
      const saved = myProviderProfile.parse(first.body);
      expect(saved.listed).toBe(true);
      expect(saved.verified).toBe(false);
      expect(saved.profile).toMatchObject({
        name: 'Kilimani Pipes & Taps',
        categories: ['plumbing'],
        location: { name: 'Kilimani', city: 'Nairobi' },
        city: 'Nairobi',
        areasServed: [
          { name: 'Kilimani', city: 'Nairobi' },
          { name: 'Kileleshwa', city: 'Nairobi' },
        ],
        rating: null,
        reviewCount: 0,
        priceFrom: 1500,
        availability: {
          days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
          opensAt: '08:00',
          closesAt: '18:00',
          text: 'Mon–Sat, 8:00 AM – 6:00 PM',
        },
      });
      providerId = saved.profile!.id;
      const photoKey = saved.profile!.photo.key;
      expect(photoKey).toMatch(/^pl-[0-9a-f]{12}$/);

      const moved = await call(provider, 'PUT', '/my-profile', {
        ...profileInput,
        areas: ['Nyali', 'Bamburi'],
      });
      const updated = myProviderProfile.parse(moved.body).profile!;
      expect(updated.id).toBe(providerId);
      expect(updated.city).toBe('Mombasa');
      expect(updated.photo.key).toBe(photoKey);
      await call(provider, 'PUT', '/my-profile', profileInput);
    });

    it('shows the provider page to everyone', async () => {
      const { status, body } = await call(null, 'GET', `/providers/${providerId}`);
      expect(status).toBe(200);
      expect(providerDetail.parse(body)).toMatchObject({ id: providerId, reviews: [], reviewCount: 0 });
    });

    it('answers 404 for unknown, malformed and unlisted providers', async () => {
      const unlisted = await insertProvider(t.database.db, { phoneVerified: false });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', unlisted]) {
        const { status, body } = await call(null, 'GET', `/providers/${id}`);
        expect(status).toBe(404);
        expect(body.error.message).toBe('This service provider does not exist or is not listed');
      }
    });
  });

  describe('booking', () => {
    it('answers 401 signed out and 403 until the phone is verified', async () => {
      const { status, body } = await book(null);
      expect(status).toBe(401);
      expect(body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      const unverified = await signUpUnverified(t);
      expect((await book(unverified)).status).toBe(403);
    });

    it.each([
      [{ description: 'Leak' }, 'description: Describe the job in 10 to 1,000 characters'],
      [{ address: '   ' }, 'address: Give the address of the job or choose one of your linked properties'],
      [{ address: undefined }, 'address: Give the address of the job'],
      [{ scheduledAt: 'tomorrow at ten' }, 'scheduledAt: must be an ISO date and time'],
      [{ budget: 0 }, 'budget: The budget must be a whole number'],
      [{ budget: 'a lot' }, 'budget: The budget must be a whole number'],
      [{ providerId: 'plumber' }, 'providerId: Not a provider id'],
      [{ propertyId: 'house 12' }, 'propertyId: Not a property ID like ABD-7K3Q'],
      [{ category: 'cleaning' }, 'category: This provider does not offer that service'],
      [
        { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
        'scheduledAt: Choose a time in the future',
      ],
      [
        { scheduledAt: nextSlot(['mon', 'tue', 'wed', 'thu', 'fri'], '10:00', 70) },
        'within the next 60 days',
      ],
      [
        { scheduledAt: nextSlot(['sun']) },
        'scheduledAt: The provider does not work that day; they work Mon–Sat',
      ],
      [
        { scheduledAt: nextSlot(['mon', 'tue', 'wed'], '19:30') },
        "scheduledAt: Choose a time within the provider's hours, 8:00 AM – 6:00 PM",
      ],
      [{ scheduledAt: nextSlot(['mon', 'tue', 'wed'], '18:00') }, "within the provider's hours"],
      [{ scheduledAt: nextSlot(['mon', 'tue', 'wed'], '07:59') }, "within the provider's hours"],
    ])('refuses %j with 400', async (change, message) => {
      const { status, body } = await book(tenant, change);
      expect(status).toBe(400);
      expect(body.error.message).toContain(message);
    });

    it('answers 404 for an unknown provider and for a property the customer is not linked to', async () => {
      const unknown = await book(tenant, { providerId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.status).toBe(404);
      await t.database.db.insert(properties).values({
        id: 'ABD-K7TQ',
        name: 'Test Court',
        address: 'Lenana Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        landlordId: landlord.userId,
      });
      const foreign = await book(otherTenant, { propertyId: 'abd-k7tq', address: undefined });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.message).toBe('You are not linked to that property');
    });

    it('refuses to book your own service', async () => {
      const { status, body } = await book(provider);
      expect(status).toBe(400);
      expect(body.error.message).toBe('You cannot book your own service');
    });

    it('does not take a pending link as living at the property', async () => {
      await t.database.db.insert(properties).values({
        id: 'ABD-P3ND',
        name: 'Pending Court',
        address: 'Ngong Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        landlordId: landlord.userId,
      });
      await t.database.db
        .insert(tenantProperties)
        .values({ tenantId: otherTenant.userId, propertyId: 'ABD-P3ND', status: 'pending' });
      const pending = await book(otherTenant, { propertyId: 'ABD-P3ND', address: undefined });
      expect(pending.status).toBe(404);
      expect(pending.body.error.message).toBe('You are not linked to that property');
    });

    it('keeps one open request per customer, provider and day: 20 sent at once make one row', async () => {
      const customer = await signedInAs(t, 'tenant');
      const slot = nextSlot(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', 8);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => book(customer, { scheduledAt: slot })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
      expect(answers.find((a) => a.status === 409)!.body.error).toMatchObject({
        code: 'CONFLICT',
        reason: 'SAME_DAY',
        message: 'You already have a request with this provider on that day. Change or cancel it instead.',
      });
      const rows = await t.database.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.customerUserId, customer.userId));
      expect(rows).toHaveLength(1);
      const counted = await t.database.db
        .select()
        .from(rateLimitEvents)
        .where(eq(rateLimitEvents.key, `service-request:${customer.userId}`));
      expect(counted).toHaveLength(1);
      // Later the same day is still the same day; another day, or after cancelling, is a new request.
      const sameDayLater = slot.replace('T09:00', 'T12:00');
      expect(sameDayLater).not.toBe(slot);
      expect((await book(customer, { scheduledAt: sameDayLater })).status).toBe(409);
      const nextWeek = nextSlot(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', 15);
      expect((await book(customer, { scheduledAt: nextWeek })).status).toBe(201);
      const cancelled = await call(customer, 'POST', `/requests/${rows[0]!.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect((await book(customer, { scheduledAt: slot })).status).toBe(201);
    });

    it('books at an opening-hour minute, and a linked property alone is a place', async () => {
      await t.database.db
        .insert(tenantProperties)
        .values({ tenantId: tenant.userId, propertyId: 'ABD-K7TQ', status: 'active' });
      const { status, body } = await book(tenant, {
        propertyId: 'ABD-K7TQ',
        address: undefined,
        scheduledAt: nextSlot(['sat'], '08:00'),
        budget: null,
      });
      expect(status).toBe(201);
      expect(serviceRequest.parse(body)).toMatchObject({
        status: 'requested',
        category: 'plumbing',
        address: null,
        budget: null,
        property: { id: 'ABD-K7TQ', name: 'Test Court', address: 'Lenana Road', city: 'Nairobi' },
        provider: { id: providerId, name: 'Kilimani Pipes & Taps', phone: null },
        review: null,
      });
    });
  });

  describe('requests and their statuses', () => {
    let requestId: string;

    beforeAll(async () => {
      const { status, body } = await book(tenant);
      expect(status).toBe(201);
      requestId = body.id;
    });

    it('shows each side only its own requests', async () => {
      const mine = serviceRequestList.parse((await call(tenant, 'GET', '/requests/mine')).body);
      expect(mine.requests.map((request) => request.id)).toContain(requestId);
      expect(mine.requests[0]!.id).toBe(requestId);
      const others = serviceRequestList.parse((await call(otherTenant, 'GET', '/requests/mine')).body);
      expect(others.requests).toEqual([]);

      const incoming = incomingServiceRequestList.parse(
        (await call(provider, 'GET', '/requests/incoming')).body,
      );
      const found = incoming.requests.find((request) => request.id === requestId);
      expect(found).toMatchObject({
        status: 'requested',
        description: 'The kitchen tap has been leaking since Sunday.',
        address: 'Argwings Kodhek Road, Kilimani, Hse 12',
        budget: 2000,
        customer: { name: 'Amina Njeri', phone: tenant.phone },
      });
      const otherIncoming = incomingServiceRequestList.parse(
        (await call(otherProvider, 'GET', '/requests/incoming')).body,
      );
      expect(otherIncoming.requests).toEqual([]);
    });

    it('answers 401 signed out and 403 to customers on the provider lists', async () => {
      for (const path of ['/requests/mine', '/requests/incoming', `/requests/${requestId}/accept`]) {
        const method = path.endsWith('accept') ? 'POST' : 'GET';
        expect((await call(null, method, path)).status).toBe(401);
      }
      expect((await call(tenant, 'GET', '/requests/incoming')).status).toBe(403);
      expect((await call(tenant, 'POST', `/requests/${requestId}/accept`)).status).toBe(403);
      expect((await call(landlord, 'POST', `/requests/${requestId}/complete`)).status).toBe(403);
    });

    it("answers 404 for another provider's or customer's request and for unknown ids", async () => {
      expect((await call(otherProvider, 'POST', `/requests/${requestId}/accept`)).status).toBe(404);
      expect((await call(otherTenant, 'POST', `/requests/${requestId}/cancel`)).status).toBe(404);
      // The provider is not the customer: cancelling is the customer's.
      expect((await call(provider, 'POST', `/requests/${requestId}/cancel`)).status).toBe(404);
      expect((await call(provider, 'POST', '/requests/nonsense/accept')).status).toBe(404);
      const missing = await call(provider, 'POST', '/requests/00000000-0000-4000-8000-000000000000/decline');
      expect(missing).toEqual({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'No such service request' } },
      });
    });

    it('runs requested → accepted → completed → reviewed, refusing every other step with 409', async () => {
      const early = await call(provider, 'POST', `/requests/${requestId}/complete`);
      expect(early).toEqual({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Accept the request before marking it completed' } },
      });
      const earlyReview = await call(tenant, 'POST', `/requests/${requestId}/review`, {
        rating: 5,
        comment: 'Good',
      });
      expect(earlyReview.status).toBe(409);
      expect(earlyReview.body.error.message).toBe('You can review a job once the provider has completed it');

      const accepted = await call(provider, 'POST', `/requests/${requestId}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe('accepted');

      expect((await call(provider, 'POST', `/requests/${requestId}/accept`)).body.error.message).toBe(
        'This request was already accepted',
      );
      expect((await call(provider, 'POST', `/requests/${requestId}/decline`)).status).toBe(409);
      const lateCancel = await call(tenant, 'POST', `/requests/${requestId}/cancel`);
      expect(lateCancel.status).toBe(409);
      expect(lateCancel.body.error.message).toBe(
        'This request was already accepted; a request can only be cancelled before the provider accepts it',
      );
      const mine = serviceRequestList.parse((await call(tenant, 'GET', '/requests/mine')).body);
      expect(mine.requests.find((request) => request.id === requestId)?.provider.phone).toBe(provider.phone);

      const completed = await call(provider, 'POST', `/requests/${requestId}/complete`);
      expect(completed.status).toBe(200);
      expect(completed.body.status).toBe('completed');
      expect((await call(provider, 'POST', `/requests/${requestId}/complete`)).body.error.message).toBe(
        'This request was already completed',
      );

      expect(
        (await call(otherTenant, 'POST', `/requests/${requestId}/review`, { rating: 1, comment: 'x' }))
          .status,
      ).toBe(404);
      const bad = await call(tenant, 'POST', `/requests/${requestId}/review`, {
        rating: 6,
        comment: 'Great',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('rating: Give a rating from 1 to 5 stars');
      const blank = await call(tenant, 'POST', `/requests/${requestId}/review`, { rating: 4, comment: '  ' });
      expect(blank.body.error.message).toBe('comment: The comment must be 1 to 1,000 characters');

      const review = await call(tenant, 'POST', `/requests/${requestId}/review`, {
        rating: 4,
        comment: '  Came on time and fixed the leak.  ',
      });
      expect(review.status).toBe(201);
      expect(serviceReview.parse(review.body)).toMatchObject({
        requestId,
        rating: 4,
        comment: 'Came on time and fixed the leak.',
        reviewerName: 'Amina N.',
        category: 'plumbing',
      });
      const again = await call(tenant, 'POST', `/requests/${requestId}/review`, {
        rating: 5,
        comment: 'Again',
      });
      expect(again).toEqual({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'You have already reviewed this job' } },
      });

      const page = providerDetail.parse((await call(null, 'GET', `/providers/${providerId}`)).body);
      expect(page).toMatchObject({ rating: 4, reviewCount: 1 });
      expect(page.reviews.map((item) => item.comment)).toEqual(['Came on time and fixed the leak.']);
      const ratings = await call(provider, 'GET', '/my-ratings');
      expect(ratings.body).toMatchObject({ average: 4, count: 1, distribution: [0, 0, 0, 1, 0] });
      const search = await call(null, 'GET', '/search?q=plumber%20in%20Kilimani');
      const card = search.body.results.find((result: { id: string }) => result.id === providerId);
      expect(card).toMatchObject({ rating: 4, reviewCount: 1 });
    });

    it('lets the customer cancel before acceptance only, and nothing moves a closed request', async () => {
      const { body } = await book(tenant);
      const cancelled = await call(tenant, 'POST', `/requests/${body.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(serviceRequest.parse(cancelled.body).status).toBe('cancelled');
      for (const action of ['accept', 'decline', 'complete']) {
        const { status, body: refused } = await call(provider, 'POST', `/requests/${body.id}/${action}`);
        expect(status).toBe(409);
        expect(refused.error.message).toMatch(/^(This request was already cancelled|Accept the request)/);
      }
      expect((await call(tenant, 'POST', `/requests/${body.id}/cancel`)).body.error.message).toContain(
        'already cancelled',
      );

      const declinedRequest = (await book(tenant)).body.id;
      expect((await call(provider, 'POST', `/requests/${declinedRequest}/decline`)).body.status).toBe(
        'declined',
      );
      expect((await call(provider, 'POST', `/requests/${declinedRequest}/accept`)).body.error.message).toBe(
        'This request was already declined',
      );
    });
  });
});
