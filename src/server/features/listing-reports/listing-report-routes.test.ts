import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { listingReport, moderationOutcome, moderationQueue } from '@common/listings/listing-report-contracts';
import { searchResponse } from '@common/listings/listing-contracts';
import {
  auditEvents,
  authSessions,
  listingReports,
  listings,
  locationsTable,
  notifications,
} from '../../db/schema/index';
import {
  everyone,
  signedInAs,
  signedInAsEveryone,
  signIn,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const unknownListing = '00000000-0000-4000-8000-00000000ffff';

describe('reporting a listing and the moderation queue', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let reporters: TestUser[];
  let admin: TestUser;
  let host: TestUser;
  let locationId: number;
  let next = 0;

  const insertListing = async (fields: Partial<typeof listings.$inferInsert> = {}): Promise<string> => {
    next += 1;
    const [row] = await t.database.db
      .insert(listings)
      .values({
        name: `Reported home ${next}`,
        description: 'A two bedroom flat for tests.',
        intent: 'rent',
        propertyType: 'apartment',
        bedrooms: 2,
        bathrooms: 1,
        sqft: 900,
        price: 50_000,
        locationId,
        rating: 4.2,
        hostName: 'Test Host',
        hostKind: 'owner',
        status: 'live',
        ...fields,
      })
      .returning({ id: listings.id });
    return row!.id;
  };

  const report = async (user: TestUser | null, json: unknown) => {
    const res = await t.request('/api/listing-reports', {
      method: 'POST',
      json,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };

  const moderate = async (user: TestUser, path: string, json?: unknown) => {
    const res = await t.request(`/api/listing-moderation${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      json,
      headers: { cookie: user.cookie },
    });
    return { status: res.status, body: await res.json() };
  };

  const statusOf = async (id: string) =>
    (await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]!
      .status;

  const searchIds = async (): Promise<string[]> => {
    const res = await t.request('/api/search?q=reported%20home&pageSize=48');
    return searchResponse.parse(await res.json()).results.map((result) => result.id);
  };

  const auditActions = async (subjectId: string) =>
    (
      await t.database.db
        .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, subjectId))
    ).map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp();
    const [location] = await t.database.db
      .insert(locationsTable)
      .values({ name: 'Kilimani', city: 'Nairobi', tier: 'upper', latitude: -1.29, longitude: 36.78 })
      .returning({ id: locationsTable.id });
    locationId = location!.id;
    users = await signedInAsEveryone(t);
    admin = users.superadmin;
    host = await signedInAs(t, 'landlord');
    reporters = [users.tenant, users.landlord, users.caretaker, users.service_provider];
  });
  afterAll(() => t.close());

  describe('POST /api/listing-reports', () => {
    it('asks a signed-out visitor to sign in (401)', async () => {
      const listingId = await insertListing();
      const { status, body } = await report(null, { listingId, reason: 'scam' });
      expect(status).toBe(401);
      expect(body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to report this listing.' });
    });

    it.each([
      [{ reason: 'scam' }, 'listingId'],
      [{ listingId: 'nope', reason: 'scam' }, 'listingId'],
      [{ listingId: unknownListing, reason: 'ugly' }, 'reason'],
      [{ listingId: unknownListing }, 'reason'],
      [{ listingId: unknownListing, reason: 'other' }, 'note'],
      [{ listingId: unknownListing, reason: 'other', note: '   ' }, 'note'],
      [{ listingId: unknownListing, reason: 'scam', note: 'x'.repeat(501) }, 'note'],
    ])('refuses %j with 400 naming %s', async (json, field) => {
      const { status, body } = await report(users.tenant, json);
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toContain(field);
    });

    it('answers 404 for an unknown listing and for one that is not live', async () => {
      expect((await report(users.tenant, { listingId: unknownListing, reason: 'scam' })).status).toBe(404);
      const draft = await insertListing({ status: 'draft' });
      expect((await report(users.tenant, { listingId: draft, reason: 'scam' })).status).toBe(404);
    });

    it('stores one report per person and listing, and answers a repeat with 409 and the reason', async () => {
      const listingId = await insertListing();
      const first = await report(users.tenant, {
        listingId,
        reason: 'other',
        note: '  The photos are from another estate.  ',
      });
      expect(first.status).toBe(201);
      expect(listingReport.parse(first.body)).toMatchObject({
        listingId,
        reason: 'other',
        note: 'The photos are from another estate.',
      });
      const again = await report(users.tenant, { listingId, reason: 'scam' });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('already reported this listing'),
      });
      const rows = await t.database.db
        .select()
        .from(listingReports)
        .where(eq(listingReports.listingId, listingId));
      expect(rows).toHaveLength(1);
      expect(await auditActions(listingId)).toEqual(['listing_report.created']);
    });

    it('does not pause a listing on three reports by one person', async () => {
      const listingId = await insertListing();
      const answers = await Promise.all(
        ['scam', 'already_let', 'viewing_fee'].map((reason) =>
          report(users.caretaker, { listingId, reason }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(await statusOf(listingId)).toBe('live');
      expect(await searchIds()).toContain(listingId);
    });

    it('pauses a live listing once three people reported it, out of search, and tells its host', async () => {
      const listingId = await insertListing({ hostUserId: host.userId, name: 'Reported home Ruaka' });
      expect(await searchIds()).toContain(listingId);
      await report(reporters[0]!, { listingId, reason: 'scam' });
      await report(reporters[1]!, { listingId, reason: 'viewing_fee' });
      expect(await statusOf(listingId)).toBe('live');
      const third = await report(reporters[2]!, { listingId, reason: 'scam' });
      expect(third.status).toBe(201);
      expect(await statusOf(listingId)).toBe('paused');
      expect(await searchIds()).not.toContain(listingId);
      expect((await t.request(`/api/listings/${listingId}`)).status).toBe(404);
      // A fourth person finds nothing to report: the home is out of view.
      expect((await report(reporters[3]!, { listingId, reason: 'scam' })).status).toBe(404);
      const told = await t.database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, host.userId));
      expect(told.map((row) => row.title)).toEqual(['Listing paused for review']);
      expect(await auditActions(listingId)).toContain('listing.auto_paused');
    });
  });

  describe('the moderation queue', () => {
    it.each(everyone.filter((who) => who !== 'superadmin'))(
      'refuses the queue and every action to %s (403)',
      async (who) => {
        const listingId = await insertListing();
        await report(await signedInAs(t, 'tenant'), { listingId, reason: 'scam' });
        expect((await moderate(users[who], '')).status).toBe(403);
        for (const [path, json] of [
          ['dismiss', {}],
          ['remove', { reason: 'Let months ago.' }],
          ['remove-for-fraud', { reason: 'Asked for a viewing fee.' }],
        ] as const) {
          expect((await moderate(users[who], `/${listingId}/${path}`, json)).status).toBe(403);
        }
        expect(await statusOf(listingId)).toBe('live');
      },
    );

    it('lists reported listings oldest first with counts and reasons', async () => {
      const { body, status } = await moderate(admin, '');
      expect(status).toBe(200);
      const queue = moderationQueue.parse(body);
      const times = queue.listings.map((listing) => listing.firstReportedAt);
      expect(times).toEqual([...times].sort());
      const paused = queue.listings.find((listing) => listing.listingName === 'Reported home Ruaka')!;
      expect(paused).toMatchObject({ status: 'paused', autoPaused: true, openReports: 3, reporters: 3 });
      expect(paused.reasons).toEqual([
        { reason: 'scam', count: 2 },
        { reason: 'viewing_fee', count: 1 },
      ]);
      const noted = queue.listings.find((listing) => listing.notes.length > 0)!;
      expect(noted.notes[0]).toMatchObject({ reason: 'other', note: 'The photos are from another estate.' });
    });

    it('refuses a reason too short to explain a removal (400), and a listing with no reports (404)', async () => {
      const listingId = await insertListing();
      await report(await signedInAs(t, 'tenant'), { listingId, reason: 'scam' });
      expect((await moderate(admin, `/${listingId}/remove`, { reason: 'no' })).status).toBe(400);
      expect((await moderate(admin, `/${listingId}/remove-for-fraud`, {})).status).toBe(400);
      const unreported = await insertListing();
      expect((await moderate(admin, `/${unreported}/dismiss`, {})).status).toBe(404);
      expect((await moderate(admin, `/${unknownListing}/dismiss`, {})).status).toBe(404);
    });

    it('dismissing puts a listing the reports paused back in search, audited, and only once', async () => {
      const listingId = await insertListing({ hostUserId: host.userId });
      for (const user of reporters.slice(0, 3)) await report(user, { listingId, reason: 'already_let' });
      expect(await statusOf(listingId)).toBe('paused');
      const { status, body } = await moderate(admin, `/${listingId}/dismiss`, { note: 'Still available.' });
      expect(status).toBe(200);
      expect(moderationOutcome.parse(body)).toMatchObject({ status: 'live', reportsClosed: 3 });
      expect(await searchIds()).toContain(listingId);
      const queue = moderationQueue.parse((await moderate(admin, '')).body);
      expect(queue.listings.map((listing) => listing.listingId)).not.toContain(listingId);
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.subjectId, listingId), eq(auditEvents.action, 'listing.reports_dismissed')),
        );
      expect(audit).toMatchObject({ actorUserId: admin.userId });
      const again = await moderate(admin, `/${listingId}/dismiss`, {});
      expect(again.status).toBe(409);
    });

    it('dismissing leaves a listing its host paused (or any not auto-paused) as it is', async () => {
      const listingId = await insertListing();
      await report(await signedInAs(t, 'tenant'), { listingId, reason: 'wrong_details' });
      await t.database.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, listingId));
      const { body } = await moderate(admin, `/${listingId}/dismiss`, {});
      expect(body.status).toBe('paused');
    });

    it('removing takes the listing down with the reason, audited', async () => {
      const listingId = await insertListing({ hostUserId: host.userId });
      await report(await signedInAs(t, 'tenant'), { listingId, reason: 'already_let' });
      const { status, body } = await moderate(admin, `/${listingId}/remove`, {
        reason: 'Let since August.',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'removed', sessionsEnded: 0, otherListingsPaused: 0 });
      const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
      expect(row).toMatchObject({ status: 'removed', statusReason: 'Let since August.' });
      expect(await auditActions(listingId)).toContain('listing.removed');
      expect(await searchIds()).not.toContain(listingId);
    });

    it('removing for fraud suspends the lister: sessions end, no sign-in, other listings leave search', async () => {
      const fraudster = await signedInAs(t, 'landlord');
      const secondSession = await signIn(t, fraudster.email, fraudster.password);
      const listingId = await insertListing({ hostUserId: fraudster.userId });
      const other = await insertListing({ hostUserId: fraudster.userId });
      const draft = await insertListing({ hostUserId: fraudster.userId, status: 'draft' });
      const bystander = await insertListing({ hostUserId: host.userId });
      await report(await signedInAs(t, 'tenant'), { listingId, reason: 'viewing_fee' });
      expect(await searchIds()).toEqual(expect.arrayContaining([listingId, other]));

      const { status, body } = await moderate(admin, `/${listingId}/remove-for-fraud`, {
        reason: 'Asked renters for a viewing fee by M-Pesa.',
      });
      expect(status).toBe(200);
      expect(moderationOutcome.parse(body)).toMatchObject({
        status: 'removed',
        reportsClosed: 1,
        sessionsEnded: 2,
        otherListingsPaused: 1,
      });
      const sessions = await t.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, fraudster.userId));
      expect(sessions).toEqual([]);
      for (const cookie of [fraudster.cookie, secondSession]) {
        expect(await (await t.request('/api/me', { headers: { cookie } })).json()).toBeNull();
        expect((await t.request('/api/favourites', { headers: { cookie } })).status).toBe(401);
      }
      const signInAgain = await t.request('/api/identity/sign-in', {
        method: 'POST',
        json: { email: fraudster.email, password: fraudster.password },
      });
      expect(signInAgain.status).toBe(403);
      expect((await signInAgain.json()).error.message).toContain('suspended');
      expect(
        await t.database.db.select().from(authSessions).where(eq(authSessions.userId, fraudster.userId)),
      ).toEqual([]);

      const ids = await searchIds();
      expect(ids).not.toContain(listingId);
      expect(ids).not.toContain(other);
      expect(ids).toContain(bystander);
      expect(await statusOf(other)).toBe('paused');
      expect(await statusOf(draft)).toBe('draft');
      expect(await auditActions(listingId)).toContain('listing.removed_for_fraud');
      const [suspension] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, fraudster.userId), eq(auditEvents.action, 'account.suspended')));
      expect(suspension).toMatchObject({ actorUserId: admin.userId });
    });
  });

  it("is part of the reporter's data: exported, and their words erased with the account", async () => {
    const listingId = await insertListing();
    const reporter = await signedInAs(t, 'tenant');
    await report(reporter, { listingId, reason: 'other', note: 'The caretaker says it is let.' });
    const exported = await t.request('/api/privacy/data-export', {
      method: 'POST',
      headers: { cookie: reporter.cookie },
    });
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(JSON.parse(strFromU8(files['listing-reports.json']!))).toMatchObject({
      'listing-reports': [
        expect.objectContaining({ listingId, reason: 'other', note: 'The caretaker says it is let.' }),
      ],
    });
    const deleted = await t.request('/api/privacy/account-deletion', {
      method: 'POST',
      json: { password: reporter.password },
      headers: { cookie: reporter.cookie },
    });
    expect(deleted.status).toBe(200);
    const rows = await t.database.db
      .select({ note: listingReports.note, reason: listingReports.reason })
      .from(listingReports)
      .where(eq(listingReports.reporterUserId, reporter.userId));
    expect(rows).toEqual([{ note: null, reason: 'other' }]);
  });
});
