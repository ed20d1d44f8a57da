import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostedViewingRequestList,
  viewingRequest,
  viewingRequestList,
} from '@common/listings/listing-contracts';
import { eq } from 'drizzle-orm';
import { rateLimitEvents, viewingRequests } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureId, listingFixtures } from './testing/listing-fixtures';
import { requestViewing } from './request-viewing';

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

describe('/api/viewings', () => {
  let t: TestApp;
  let tenant: TestUser;
  let landlord: TestUser;
  let hosted: string;
  let agencyListing: string;
  let pending: string;

  const call = async (user: TestUser | null, method: string, path = '', json?: unknown) => {
    const res = await t.request(`/api/viewings${path}`, {
      method,
      json,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await signedInAs(t, 'tenant');
    landlord = await signedInAs(t, 'landlord');
    const fixtures = await listingFixtures(t.database.db);
    hosted = await fixtures.insert({ name: 'Landlord home', hostUserId: landlord.userId, hostKind: 'owner' });
    agencyListing = await fixtures.insert({ name: 'Agency home' });
    pending = await fixtures.insert({ name: 'Pending home', status: 'pending' });
  });
  afterAll(() => t.close());

  it.each([
    ['POST', ''],
    ['GET', ''],
    ['GET', '/hosted'],
  ])('answers %s /api/viewings%s with 401 when signed out', async (method, path) => {
    const json = method === 'POST' ? { listingId: hosted, scheduledAt: inDays(2) } : undefined;
    const { status, body } = await call(null, method, path, json);
    expect(status).toBe(401);
    expect(body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to schedule a viewing.' });
  });

  it("stores a request for the listing's host and lists it for both", async () => {
    const scheduledAt = inDays(3);
    const { status, body } = await call(tenant, 'POST', '', {
      listingId: hosted,
      scheduledAt,
      message: '  Can I come after work?  ',
    });
    expect(status).toBe(201);
    expect(viewingRequest.parse(body)).toMatchObject({
      listingId: hosted,
      listingName: 'Landlord home',
      scheduledAt,
      message: 'Can I come after work?',
    });
    const second = await call(tenant, 'POST', '', {
      listingId: agencyListing,
      scheduledAt: inDays(1),
      message: '',
    });
    expect(second.status).toBe(201);
    expect(second.body.message).toBeNull();

    const mine = viewingRequestList.parse((await call(tenant, 'GET')).body);
    expect(mine.viewings.map((viewing) => viewing.listingName)).toEqual(['Agency home', 'Landlord home']);

    const inbox = hostedViewingRequestList.parse((await call(landlord, 'GET', '/hosted')).body);
    expect(inbox.viewings).toHaveLength(1);
    expect(inbox.viewings[0]).toMatchObject({
      listingId: hosted,
      requesterId: tenant.userId,
      requesterName: expect.stringContaining('Amina'),
    });
    expect((await call(tenant, 'GET', '/hosted')).body).toEqual({ viewings: [] });
    expect((await call(landlord, 'GET')).body).toEqual({ viewings: [] });
  });

  it.each([
    ['in the past', () => inDays(-1), 'scheduledAt: Choose a viewing time in the future'],
    ['beyond 30 days', () => inDays(31), 'scheduledAt: Choose a viewing time within the next 30 days'],
    [
      'not a date',
      () => 'next tuesday',
      'scheduledAt: must be an ISO date and time, e.g. 2026-12-01T10:00:00+03:00',
    ],
  ])('refuses a time %s with a 400', async (_label, when, message) => {
    const { status, body } = await call(tenant, 'POST', '', { listingId: hosted, scheduledAt: when() });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('keeps one open request per person and home: 20 sent at once make one row, the rest 409', async () => {
    const fixtures = await listingFixtures(t.database.db);
    const home = await fixtures.insert({
      id: fixtureId(900),
      name: 'Busy home',
      hostUserId: landlord.userId,
    });
    const buyer = await signedInAs(t, 'tenant');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(buyer, 'POST', '', { listingId: home, scheduledAt: inDays(4) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_ASKED' });
    const rows = await t.database.db
      .select()
      .from(viewingRequests)
      .where(eq(viewingRequests.listingId, home));
    expect(rows).toHaveLength(1);
    // Only the accepted request counted toward the hourly limit.
    const counted = await t.database.db
      .select()
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.key, `viewing:${buyer.userId}`));
    expect(counted).toHaveLength(1);
    // Another home, or this one once its viewing has passed, is a new request.
    const other = await fixtures.insert({ id: fixtureId(901), name: 'Quiet home' });
    expect((await call(buyer, 'POST', '', { listingId: other, scheduledAt: inDays(4) })).status).toBe(201);
    await t.database.db
      .update(viewingRequests)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(viewingRequests.listingId, home));
    expect((await call(buyer, 'POST', '', { listingId: home, scheduledAt: inDays(5) })).status).toBe(201);
  });

  it('refuses a message over 1,000 characters', async () => {
    const { status, body } = await call(tenant, 'POST', '', {
      listingId: hosted,
      scheduledAt: inDays(2),
      message: 'x'.repeat(1001),
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe('message: The message must be at most 1,000 characters');
  });

  it('answers 404 for an unknown or not live listing', async () => {
    for (const listingId of [fixtureId(999), pending]) {
      const { status, body } = await call(tenant, 'POST', '', { listingId, scheduledAt: inDays(2) });
      expect(status).toBe(404);
      expect(body.error.code).toBe('NOT_FOUND');
    }
  });

  it('accepts the last moment of the 30-day window, measured from the service clock', async () => {
    const now = new Date('2026-12-01T09:00:00Z');
    const ctx = t.serviceContext({ userId: tenant.userId, roles: ['tenant'] }, { now: () => now });
    const lastMoment = new Date(now.getTime() + 30 * day).toISOString();
    const created = await requestViewing(ctx, { listingId: agencyListing, scheduledAt: lastMoment });
    expect(created.scheduledAt).toBe(lastMoment);
    await expect(
      requestViewing(ctx, {
        listingId: agencyListing,
        scheduledAt: new Date(now.getTime() + 30 * day + 1000).toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
