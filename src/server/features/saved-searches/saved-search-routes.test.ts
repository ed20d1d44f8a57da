import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { savedSearchLimit } from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { emptyCriteria, type SearchCriteria } from '@common/search/search-criteria';
import {
  jobs,
  listingSubmissions,
  listings,
  locationsTable,
  notifications,
  savedSearchMatches,
  savedSearches,
} from '../../db/schema/index';
import { capturedJobs } from '../../testing/captured-jobs';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import {
  chooseLanguage,
  everyone,
  signedInAs,
  signedInAsEveryone,
  type TestUser,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerSavedSearchJobs } from './index';

const t$ = savedSearchTexts;
const matchJob = 'saved-searches.match-listing';
const digestJob = 'saved-searches.daily-digest';
const someId = '00000000-0000-4000-8000-000000000000';

type ListingFields = Partial<Omit<typeof listings.$inferInsert, 'locationId'>> & { location?: string };

/** Hand-made listings in two areas, with readable defaults (a 2-bedroom flat to rent in Kilimani). */
async function listingFixtures(db: TestApp['database']['db']) {
  const areas = await db
    .insert(locationsTable)
    .values([
      { name: 'Kilimani', city: 'Nairobi', tier: 'upper', latitude: -1.29, longitude: 36.78 },
      { name: 'Westlands', city: 'Nairobi', tier: 'upper', latitude: -1.26, longitude: 36.8 },
    ])
    .returning({ id: locationsTable.id, name: locationsTable.name });
  const idOf = new Map(areas.map((area) => [area.name, area.id]));
  return {
    async insert({ location = 'Kilimani', ...fields }: ListingFields = {}): Promise<string> {
      const [row] = await db
        .insert(listings)
        .values({
          name: 'Test home',
          description: 'A home for tests.',
          intent: 'rent',
          propertyType: 'apartment',
          bedrooms: 2,
          bathrooms: 1,
          sqft: 900,
          price: 50_000,
          hostName: 'Westlands Homes Ltd',
          hostKind: 'agency',
          status: 'live',
          ...fields,
          locationId: idOf.get(location)!,
        })
        .returning({ id: listings.id });
      return row!.id;
    },
  };
}

const criteria = (over: Partial<SearchCriteria>): SearchCriteria => ({ ...emptyCriteria(), ...over });
const open = { min: null, max: null };

describe('/api/saved-searches', () => {
  let t: TestApp;
  let users: Record<(typeof everyone)[number], TestUser>;
  let amina: TestUser;
  let otieno: TestUser;
  let admin: TestUser;
  let fixtures: Awaited<ReturnType<typeof listingFixtures>>;
  // The jobs' clock: the real one, until a test moves it.
  let clock: Date | null = null;
  const captured = capturedJobs();
  const smsRunner = eventSmsRunner(() => t);

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/saved-searches${path}`, {
      method,
      json,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  const save = async (user: TestUser, name: string, asked: SearchCriteria, frequency = 'instant') => {
    const { status, body } = await call(user, 'POST', '', {
      name,
      queryText: name,
      criteria: asked,
      frequency,
    });
    expect(status).toBe(201);
    return body.id as string;
  };
  /** A pending listing with its submission, approved by the superadmin through the API: Go Live. */
  const goLive = async (fields: Parameters<typeof fixtures.insert>[0]) => {
    const id = await fixtures.insert({ status: 'pending', ...fields });
    await t.database.db.insert(listingSubmissions).values({ listingId: id });
    const res = await t.request(`/api/listing-review/${id}/approve`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    await captured.runQueued(t.database.db, matchJob);
    return id;
  };
  const matchedSearches = async (listingId: string) =>
    (
      await t.database.db
        .select({ id: savedSearchMatches.savedSearchId })
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.listingId, listingId))
    )
      .map((row) => row.id)
      .sort();
  const smsJobsFor = async (prefix: string) =>
    t.database.db
      .select({ payload: jobs.payload, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.name, 'notifications.event-sms'), like(jobs.singletonKey, `sms:event:${prefix}%`)));

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await listingFixtures(t.database.db);
    users = await signedInAsEveryone(t);
    amina = await signedInAs(t, 'tenant');
    otieno = await signedInAs(t, 'tenant');
    admin = users.superadmin;
    registerSavedSearchJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      now: () => clock ?? new Date(),
    });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', ''],
    ['POST', ''],
    ['PATCH', `/${someId}`],
    ['DELETE', `/${someId}`],
    ['POST', `/${someId}/seen`],
  ])('answers %s %s with 401 when signed out', async (method, path) => {
    const { status, body } = await call(null, method, path, method === 'GET' ? undefined : {});
    expect(status).toBe(401);
    expect(body.error).toEqual({ code: 'UNAUTHENTICATED', message: t$.signIn });
  });

  it('lets every role, and an account with none, save and list its own searches only', async () => {
    for (const who of everyone) {
      const id = await save(users[who], `Homes for ${who}`, criteria({ locations: ['Kilimani'] }));
      const { status, body } = await call(users[who], 'GET', '');
      expect(status).toBe(200);
      expect(body.limit).toBe(savedSearchLimit);
      expect(body.savedSearches.map((s: { id: string }) => s.id)).toEqual([id]);
      expect(body.savedSearches[0]).toMatchObject({
        name: `Homes for ${who}`,
        frequency: 'instant',
        newMatchCount: 0,
      });
      await call(users[who], 'DELETE', `/${id}`);
    }
  });

  it('refuses bad input with 400 and its reason', async () => {
    const good = { name: 'Ok', criteria: criteria({ locations: ['Kilimani'] }), frequency: 'instant' };
    for (const bad of [
      { ...good, name: '' },
      { ...good, frequency: 'weekly' },
      { ...good, frequency: 'off' },
      { ...good, criteria: criteria({ locations: ['Atlantis'] }) },
      { ...good, criteria: criteria({ bedrooms: { min: 3, max: 1 } }) },
      { ...good, criteria: undefined },
      { ...good, criteria: emptyCriteria() },
    ]) {
      const { status, body } = await call(amina, 'POST', '', bad);
      expect(status).toBe(400);
      expect(body.error.code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
      expect(typeof body.error.message).toBe('string');
    }
    expect((await call(amina, 'PATCH', '/not-an-id', { frequency: 'daily' })).status).toBe(400);
    const id = await save(amina, 'To edit', criteria({ locations: ['Kilimani'] }));
    expect((await call(amina, 'PATCH', `/${id}`, {})).status).toBe(400);
    expect((await call(amina, 'PATCH', `/${id}`, { frequency: 'hourly' })).status).toBe(400);
    await call(amina, 'DELETE', `/${id}`);
  });

  it("answers 404 for another person's search, as for none", async () => {
    const id = await save(amina, 'Mine', criteria({ locations: ['Kilimani'] }));
    for (const [method, path, json] of [
      ['PATCH', `/${id}`, { frequency: 'daily' }],
      ['POST', `/${id}/seen`, undefined],
      ['DELETE', `/${id}`, undefined],
      ['DELETE', `/${someId}`, undefined],
    ] as const) {
      const { status, body } = await call(otieno, method, path, json);
      expect(status).toBe(404);
      expect(body.error).toEqual({ code: 'NOT_FOUND', message: t$.notFound });
    }
    expect((await call(amina, 'GET', '')).body.savedSearches).toHaveLength(1);
    expect((await call(amina, 'DELETE', `/${id}`)).status).toBe(200);
    expect((await call(amina, 'GET', '')).body.savedSearches).toHaveLength(0);
  });

  it('edits the name, removes a criterion and changes the alerts', async () => {
    const id = await save(
      amina,
      'Two beds',
      criteria({ locations: ['Kilimani', 'Lavington'], bedrooms: { min: 2, max: 2 } }),
    );
    const { status, body } = await call(amina, 'PATCH', `/${id}`, {
      name: 'Kilimani two beds',
      criteria: criteria({ locations: ['Kilimani'], bedrooms: { min: 2, max: 2 } }),
      frequency: 'daily',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Kilimani two beds', frequency: 'daily' });
    expect(body.criteria.locations).toEqual(['Kilimani']);
    await call(amina, 'DELETE', `/${id}`);
  });

  it(`keeps at most ${savedSearchLimit} saved searches each (409 with the reason)`, async () => {
    const keeper = await signedInAs(t, 'tenant');
    for (let i = 0; i < savedSearchLimit; i += 1)
      await save(keeper, `Search ${i}`, criteria({ bedrooms: { min: i, max: null } }));
    const { status, body } = await call(keeper, 'POST', '', {
      name: 'One too many',
      criteria: criteria({ locations: ['Kilimani'] }),
      frequency: 'daily',
    });
    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: 'CONFLICT',
      message: t$.limitReached(savedSearchLimit),
      // The limit as a value too, for the web to say it in Kiswahili.
      reason: 'saved_search_limit',
      params: { limit: 20 },
    });
    await t.database.db.delete(savedSearches).where(eq(savedSearches.userId, keeper.userId));
  });

  describe('alerts when a listing goes live', () => {
    const ids: Record<string, string> = {};
    let renter: TestUser;
    let listingId: string;

    beforeAll(async () => {
      renter = await signedInAs(t, 'tenant');
      const asks: Record<string, [SearchCriteria, string]> = {
        full: [
          criteria({
            intent: 'rent',
            propertyTypes: ['apartment', 'studio'],
            bedrooms: { min: 2, max: 2 },
            bathrooms: { min: 1, max: null },
            price: { min: 40_000, max: 60_000 },
            locations: ['Kilimani'],
            amenities: ['parking'],
          }),
          'instant',
        ],
        anyIntent: [criteria({ locations: ['Kilimani'] }), 'instant'],
        priceAtBound: [criteria({ price: { min: 50_000, max: 50_000 } }), 'instant'],
        daily: [criteria({ locations: ['Kilimani', 'Westlands'] }), 'daily'],
        tooFewBeds: [criteria({ bedrooms: { min: 3, max: null } }), 'instant'],
        tooManyBeds: [criteria({ bedrooms: { min: null, max: 1 } }), 'instant'],
        tooDear: [criteria({ price: { min: null, max: 49_999 } }), 'instant'],
        elsewhere: [criteria({ locations: ['Westlands'] }), 'instant'],
        noPool: [criteria({ amenities: ['parking', 'pool'] }), 'instant'],
        forSale: [criteria({ intent: 'buy', locations: ['Kilimani'] }), 'instant'],
        otherType: [criteria({ propertyTypes: ['villa'] }), 'instant'],
        moreBaths: [criteria({ bathrooms: { min: 2, max: null }, bedrooms: open }), 'instant'],
      };
      for (const [name, [asked, frequency]] of Object.entries(asks)) {
        ids[name] = await save(renter, name, asked, frequency);
      }
      listingId = await goLive({
        name: 'Kilimani Heights 2BR',
        intent: 'rent',
        propertyType: 'apartment',
        bedrooms: 2,
        bathrooms: 1,
        price: 50_000,
        location: 'Kilimani',
        amenities: ['parking', 'gym'],
      });
    });

    it('records every search the listing meets in full, with unset criteria as any and bounds inclusive', async () => {
      expect(await matchedSearches(listingId)).toEqual(
        [ids.full, ids.anyIntent, ids.priceAtBound, ids.daily].sort(),
      );
    });

    it('alerts the instant searches at once, in the app and by SMS with the listing and stop links', async () => {
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, renter.userId), eq(notifications.kind, 'saved-search')));
      expect(notes.map((note) => note.title).sort()).toEqual(
        [t$.alert.title('anyIntent'), t$.alert.title('full'), t$.alert.title('priceAtBound')].sort(),
      );
      expect(notes.every((note) => note.link === `/listings/${listingId}`)).toBe(true);
      expect(notes[0]!.body).toBe('Kilimani Heights 2BR, KES 50,000/month in Kilimani.');
      // The same in Kiswahili, for a reader of ABODE in Kiswahili (the app's has no links: the SMS's have).
      expect(notes[0]!.bodySw).toBe('Kilimani Heights 2BR, KES 50,000 kwa mwezi huko Kilimani.');
      expect(notes.map((note) => note.titleSw).sort()).toEqual([
        'Nyumba mpya ya "anyIntent"',
        'Nyumba mpya ya "full"',
        'Nyumba mpya ya "priceAtBound"',
      ]);
      const sms = await smsJobsFor('saved-search:');
      expect(sms).toHaveLength(3);
      const [token] = await t.database.db
        .select({ token: savedSearches.unsubscribeToken })
        .from(savedSearches)
        .where(eq(savedSearches.id, ids.full!));
      const texts = sms.map((job) => (job.payload as { text: string }).text);
      expect(texts.some((text) => text.includes(`/saved-searches/unsubscribe/${token!.token}`))).toBe(true);
      expect(texts.every((text) => text.includes(`/listings/${listingId}`))).toBe(true);
    });

    it('never alerts twice for one listing and search, even when it goes live again', async () => {
      await captured.run(matchJob, { listingId });
      await captured.run(matchJob, { listingId });
      expect(await matchedSearches(listingId)).toHaveLength(4);
      expect(await smsJobsFor('saved-search:')).toHaveLength(3);
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, renter.userId), eq(notifications.kind, 'saved-search')));
      expect(notes).toHaveLength(3);
    });

    it('lists the new matches on the card, linked, until seen', async () => {
      const { body } = await call(renter, 'GET', '');
      const full = body.savedSearches.find((s: { id: string }) => s.id === ids.full);
      expect(full.newMatchCount).toBe(1);
      expect(full.newMatches[0]).toMatchObject({ listingId, name: 'Kilimani Heights 2BR', available: true });
      const seen = await call(renter, 'POST', `/${ids.full}/seen`);
      expect(seen.status).toBe(200);
      expect(seen.body.newMatchCount).toBe(0);
    });

    it('sends the daily searches one digest at 18:00 Nairobi, once', async () => {
      // The daily search was not alerted when the listing went live.
      expect(await smsJobsFor(`saved-search:digest:`)).toHaveLength(0);
      const second = await goLive({ name: 'Westlands Loft', location: 'Westlands', price: 70_000 });
      expect(await matchedSearches(second)).toEqual([ids.daily, ids.elsewhere].sort());
      clock = new Date('2026-11-27T15:00:00Z'); // 18:00 Nairobi
      await captured.run(digestJob);
      const digests = await smsJobsFor('saved-search:digest:');
      expect(digests).toHaveLength(1);
      expect((digests[0]!.payload as { text: string }).text).toContain(t$.alert.digestTitle('daily', 2));
      const [note] = await t.database.db
        .select()
        .from(notifications)
        .where(like(notifications.dedupeKey, 'saved-search:digest:%'));
      expect(note).toMatchObject({
        userId: renter.userId,
        title: t$.alert.digestTitle('daily', 2),
        link: '/dashboard',
      });
      expect(note!.body).toContain('Kilimani Heights 2BR');
      expect(note!.body).toContain('Westlands Loft');
      // The next evening has nothing new to send.
      clock = new Date('2026-11-28T15:00:00Z');
      await captured.run(digestJob);
      expect(await smsJobsFor('saved-search:digest:')).toHaveLength(1);
    });

    it("texts the alerts and the digest in the person's language (users.locale): Kiswahili when they read ABODE in it", async () => {
      const instant = await smsJobsFor(`saved-search:${ids.full}:`);
      const [token] = await t.database.db
        .select({ token: savedSearches.unsubscribeToken })
        .from(savedSearches)
        .where(eq(savedSearches.id, ids.full!));
      const origin = (t.config.PUBLIC_URL ?? `http://localhost:${t.config.PORT}`).replace(/\/$/, '');
      const view = `${origin}/listings/${listingId}`;
      const stop = `${origin}/saved-searches/unsubscribe/${token!.token}`;
      // The English, word for word, for an English reader.
      expect((instant[0]!.payload as { text: string }).text).toBe(
        `ABODE: New home for "full". Kilimani Heights 2BR, KES 50,000/month in Kilimani. View: ${view} Stop alerts: ${stop}`,
      );
      await chooseLanguage(t, renter, 'sw');
      await smsRunner.deliver();
      const texts = await smsRunner.textsTo(renter);
      expect(texts).toContain(
        `ABODE: Nyumba mpya ya "full". Kilimani Heights 2BR, KES 50,000 kwa mwezi huko Kilimani. Tazama: ${view} Acha arifa: ${stop}`,
      );
      expect(texts).toContainEqual(
        expect.stringMatching(
          /^ABODE: Nyumba 2 mpya za "daily"\. (Kilimani Heights 2BR; Westlands Loft|Westlands Loft; Kilimani Heights 2BR)\. Tazama: \S+\/dashboard Acha arifa: \S+$/,
        ),
      );
      // Three alerts for the first home, one for the second (the search "elsewhere"), one digest.
      expect(texts).toHaveLength(5);
      expect(texts.filter((text) => /New home|new homes|View:/.test(text))).toEqual([]);
    });

    it("unsubscribes by the alert's own link without signing in; the search stays, silent", async () => {
      const [row] = await t.database.db
        .select({ token: savedSearches.unsubscribeToken })
        .from(savedSearches)
        .where(eq(savedSearches.id, ids.anyIntent!));
      const { status, body } = await call(null, 'POST', `/unsubscribe/${row!.token}`);
      expect(status).toBe(200);
      expect(body).toEqual({ name: 'anyIntent' });
      // Again is fine.
      expect((await call(null, 'POST', `/unsubscribe/${row!.token}`)).status).toBe(200);
      expect((await call(null, 'POST', `/unsubscribe/${'x'.repeat(43)}`)).body.error).toEqual({
        code: 'NOT_FOUND',
        message: t$.tokenNotFound,
      });
      expect((await call(null, 'POST', '/unsubscribe/bad!')).status).toBe(400);
      const list = (await call(renter, 'GET', '')).body.savedSearches;
      expect(list.find((s: { id: string }) => s.id === ids.anyIntent).frequency).toBe('off');
      const before = (await smsJobsFor('saved-search:')).length;
      const third = await goLive({ name: 'Kilimani Garden Flat', location: 'Kilimani', price: 45_000 });
      expect(await matchedSearches(third)).toContain(ids.anyIntent);
      const after = await smsJobsFor(`saved-search:${ids.anyIntent}:`);
      expect(after).toHaveLength(1); // only the first listing's, from before the unsubscribe
      expect((await smsJobsFor('saved-search:')).length).toBeGreaterThan(before);
    });

    it('a listing that left search before its job ran alerts no one', async () => {
      const id = await fixtures.insert({
        status: 'paused',
        name: 'Paused Kilimani home',
        location: 'Kilimani',
      });
      await captured.run(matchJob, { listingId: id });
      expect(await matchedSearches(id)).toEqual([]);
      await t.database.db.delete(listings).where(eq(listings.id, id));
    });
  });
});
