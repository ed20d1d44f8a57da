import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { userDetail, userSearchPage } from '@common/user-admin/user-admin-contracts';
import {
  accountSuspensions,
  auditEvents,
  authSessions,
  listingReports,
  listings,
  locationsTable,
  profiles,
  properties,
  userRoles,
} from '../../db/schema/index';
import {
  everyone,
  signedInAs,
  signedInAsEveryone,
  signIn,
  signUpAndVerify,
  signUpUnverified,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { approveKyc } from '../../testing/kyc-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const unknownUser = '00000000-0000-4000-8000-00000000ffff';

describe('the back office users', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let admin: TestUser;
  let locationId: number;
  let next = 0;

  const call = async (user: TestUser | null, path: string, json?: unknown) => {
    const res = await t.request(`/api/user-admin${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      json,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };

  const insertListing = async (hostUserId: string, status: 'live' | 'paused' | 'draft' = 'live') => {
    next += 1;
    const [row] = await t.database.db
      .insert(listings)
      .values({
        name: `Admin test home ${next}`,
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
        hostUserId,
        status,
      })
      .returning({ id: listings.id });
    return row!.id;
  };

  const statusOf = async (id: string) =>
    (await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]!
      .status;

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
    admin = users.superadmin;
    const [location] = await t.database.db
      .insert(locationsTable)
      .values({ name: 'Kilimani', city: 'Nairobi', tier: 'upper', latitude: -1.29, longitude: 36.78 })
      .returning({ id: locationsTable.id });
    locationId = location!.id;
  });

  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    const routes = (target: string) =>
      [
        ['/users?q=amina', undefined],
        [`/users/${target}`, undefined],
        [`/users/${target}/suspend`, { reason: 'Checking who may do this.' }],
        [`/users/${target}/restore`, { reason: 'Checking who may do this.' }],
        [`/users/${target}/roles`, { role: 'landlord' }],
      ] as const;

    it('answers 401 without a session on every route', async () => {
      for (const [path, json] of routes(users.tenant.userId)) {
        expect((await call(null, path, json)).status, path).toBe(401);
      }
    });

    it.each(everyone.filter((who) => who !== 'superadmin'))(
      'answers 403 to %s on every route',
      async (who) => {
        for (const [path, json] of routes(users.tenant.userId)) {
          expect((await call(users[who], path, json)).status, `${who} ${path}`).toBe(403);
        }
      },
    );

    it('lets the superadmin in, with 404 for an account that does not exist', async () => {
      expect((await call(admin, '/users')).status).toBe(200);
      for (const [path, json] of routes(unknownUser).slice(1)) {
        const { status, body } = await call(admin, path, json);
        expect(status, path).toBe(404);
        expect(body.error.message).toBe('There is no account with this id.');
      }
    });

    it('answers 400 for a bad id, reason, role or query', async () => {
      expect((await call(admin, '/users/not-a-uuid')).status).toBe(400);
      expect((await call(admin, `/users/${users.tenant.userId}/suspend`, { reason: 'no' })).status).toBe(400);
      expect((await call(admin, `/users/${users.tenant.userId}/suspend`, {})).status).toBe(400);
      expect((await call(admin, `/users/${users.tenant.userId}/roles`, { role: 'superadmin' })).status).toBe(
        400,
      );
      const caretaker = await call(admin, `/users/${users.tenant.userId}/roles`, { role: 'caretaker' });
      expect(caretaker.status).toBe(400);
      expect(caretaker.body.error.fields.propertyCode).toContain('property');
      expect((await call(admin, `/users?q=${'x'.repeat(101)}`)).status).toBe(400);
      expect((await call(admin, '/users?page=0')).status).toBe(400);
    });
  });

  describe('finding a user', () => {
    let wanjiru: TestUser;
    let landlord: TestUser;
    const code = 'ABD-W7KQ';

    beforeAll(async () => {
      wanjiru = await signUpAndVerify(t, { first_name: 'Wanjiru', last_name: 'Kamau-Test' });
      landlord = await signedInAs(t, 'landlord', { first_name: 'Baraka', last_name: 'Propertyowner' });
      await t.database.db.insert(properties).values({
        id: code,
        name: 'Admin Search Court',
        address: '1 Test Road',
        city: 'Nairobi',
        state: 'Nairobi',
        landlordId: landlord.userId,
      });
    });

    const ids = async (q: string) => {
      const { status, body } = await call(admin, `/users?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      return userSearchPage.parse(body).users.map((user) => user.id);
    };

    it('finds by a phone number in any Kenyan form', async () => {
      const local = `0${wanjiru.phone.slice(4)}`;
      const spaced = `+254 ${wanjiru.phone.slice(4, 7)} ${wanjiru.phone.slice(7, 10)} ${wanjiru.phone.slice(10)}`;
      for (const form of [wanjiru.phone, local, spaced, wanjiru.phone.slice(1)]) {
        expect(await ids(form), form).toEqual([wanjiru.userId]);
      }
    });

    it('finds by name (beginnings of words, any case), by email and by property code', async () => {
      expect(await ids('wanj kamau')).toEqual([wanjiru.userId]);
      expect(await ids('WANJIRU')).toContain(wanjiru.userId);
      expect(await ids(wanjiru.email.toUpperCase())).toEqual([wanjiru.userId]);
      expect(await ids(wanjiru.email.slice(0, 12))).toContain(wanjiru.userId);
      expect(await ids('abd-w7kq')).toEqual([landlord.userId]);
      expect(await ids('zzzz-nobody')).toEqual([]);
      expect(await ids('100%_')).toEqual([]);
    });

    it('shows roles and pages the results, newest first', async () => {
      const first = userSearchPage.parse((await call(admin, '/users')).body);
      expect(first.pageSize).toBe(20);
      expect(first.page).toBe(1);
      const found = first.users.find((user) => user.id === landlord.userId)!;
      expect(found.roles).toEqual(['landlord']);
      expect(found.suspended).toBe(false);
      const all = first.users.length + (first.hasMore ? 1 : 0);
      expect(all).toBeGreaterThan(5);
      const second = userSearchPage.parse((await call(admin, '/users?page=2')).body);
      expect(second.users.every((user) => !first.users.some((seen) => seen.id === user.id))).toBe(true);
    });

    it('reads the detail: roles, KYC state, listings, tenancies, properties', async () => {
      const listingId = await insertListing(landlord.userId);
      await approveKyc(t, landlord.userId);
      const { status, body } = await call(admin, `/users/${landlord.userId}`);
      expect(status).toBe(200);
      const detail = userDetail.parse(body);
      expect(detail).toMatchObject({
        id: landlord.userId,
        name: 'Baraka Propertyowner',
        roles: ['landlord'],
        kyc: 'approved',
        listingCount: 1,
        listings: [{ id: listingId, status: 'live' }],
        tenancies: { active: 0, total: 0 },
        properties: [{ code, name: 'Admin Search Court', as: 'landlord' }],
        suspension: null,
        history: [],
        phoneVerified: true,
      });
      expect(userDetail.parse((await call(admin, `/users/${wanjiru.userId}`)).body).kyc).toBe('not_started');
    });
  });

  describe('suspending and restoring', () => {
    it('ends the sessions at once, refuses sign-in, takes listings out of search, and restores', async () => {
      const lister = await signedInAs(t, 'landlord');
      const secondSession = await signIn(t, lister.email, lister.password, 'landlord');
      const live = await insertListing(lister.userId, 'live');
      const ownPaused = await insertListing(lister.userId, 'paused');
      const draft = await insertListing(lister.userId, 'draft');
      const laterRemoved = await insertListing(lister.userId, 'live');

      const suspended = await call(admin, `/users/${lister.userId}/suspend`, {
        reason: 'Asked renters for viewing fees.',
      });
      expect(suspended.status).toBe(200);
      const detail = userDetail.parse(suspended.body);
      expect(detail.suspended).toBe(true);
      expect(detail.suspension?.reason).toBe('Asked renters for viewing fees.');
      expect(detail.history).toHaveLength(1);
      expect(detail.history[0]).toMatchObject({ source: 'back_office', listingsPaused: 2, restoredAt: null });

      // Sessions: gone from the store, and the cookies no longer act.
      const sessions = await t.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, lister.userId));
      expect(sessions).toEqual([]);
      for (const cookie of [lister.cookie, secondSession]) {
        expect((await t.request('/api/favourites', { headers: { cookie } })).status).toBe(401);
        expect((await t.request('/api/my-listings', { headers: { cookie } })).status).toBe(401);
      }
      const again = await t.request('/api/identity/sign-in', {
        method: 'POST',
        json: { email: lister.email, password: lister.password },
      });
      expect(again.status).toBe(403);
      const refusal = await again.json();
      expect(refusal.error.message).toContain('suspended');
      expect(refusal.error.reason).toBe('account_suspended');

      expect(await statusOf(live)).toBe('paused');
      expect(await statusOf(ownPaused)).toBe('paused');
      expect(await statusOf(draft)).toBe('draft');
      // Removed by a moderator while suspended: it stays removed on restore.
      await t.database.db.update(listings).set({ status: 'removed' }).where(eq(listings.id, laterRemoved));

      // Twice is a 409; the list shows them suspended.
      const twice = await call(admin, `/users/${lister.userId}/suspend`, { reason: 'Once more, please.' });
      expect(twice.status).toBe(409);
      expect(twice.body.error.reason).toBe('already_suspended');
      const listed = userSearchPage.parse(
        (await call(admin, `/users?q=${encodeURIComponent(lister.email)}`)).body,
      );
      expect(listed.users[0]?.suspended).toBe(true);

      const restored = await call(admin, `/users/${lister.userId}/restore`, {
        reason: 'The fees were a misunderstanding; refunded.',
      });
      expect(restored.status).toBe(200);
      const after = userDetail.parse(restored.body);
      expect(after.suspended).toBe(false);
      expect(after.suspension).toBeNull();
      expect(after.history[0]).toMatchObject({
        restoreReason: 'The fees were a misunderstanding; refunded.',
        restoredBy: expect.any(String),
      });
      // Only what was live comes back; their own pause, the draft and the removed one stay.
      expect(await statusOf(live)).toBe('live');
      expect(await statusOf(ownPaused)).toBe('paused');
      expect(await statusOf(draft)).toBe('draft');
      expect(await statusOf(laterRemoved)).toBe('removed');
      const search = await t.request(`/api/search?q=${encodeURIComponent('Admin test home')}&pageSize=48`);
      const { results } = (await search.json()) as { results: Array<{ id: string }> };
      expect(results.map((result) => result.id)).toContain(live);

      // They sign in again.
      expect(await signIn(t, lister.email, lister.password, 'landlord')).toContain('=');
      const notSuspended = await call(admin, `/users/${lister.userId}/restore`, { reason: 'Restore again?' });
      expect(notSuspended.status).toBe(409);
      expect(notSuspended.body.error.reason).toBe('not_suspended');

      const audit = await t.database.db
        .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, lister.userId));
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'account.suspended', actor: admin.userId },
          { action: 'account.restored', actor: admin.userId },
        ]),
      );
    });

    it('a removal for fraud is the same suspension: in the history, and restoring brings the other listings back', async () => {
      const fraudster = await signedInAs(t, 'landlord');
      const reported = await insertListing(fraudster.userId, 'live');
      const other = await insertListing(fraudster.userId, 'live');
      await t.database.db
        .insert(listingReports)
        .values({ listingId: reported, reporterUserId: users.tenant.userId, reason: 'viewing_fee' });
      const removed = await t.request(`/api/listing-moderation/${reported}/remove-for-fraud`, {
        method: 'POST',
        json: { reason: 'Took viewing fees by M-Pesa.' },
        headers: { cookie: admin.cookie },
      });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toMatchObject({ sessionsEnded: 1, otherListingsPaused: 1 });
      expect((await t.request('/api/favourites', { headers: { cookie: fraudster.cookie } })).status).toBe(
        401,
      );
      const detail = userDetail.parse((await call(admin, `/users/${fraudster.userId}`)).body);
      expect(detail.suspension?.reason).toBe('Took viewing fees by M-Pesa.');
      expect(detail.history).toEqual([
        expect.objectContaining({ source: 'listing_fraud', listingsPaused: 1, restoredAt: null }),
      ]);
      expect(
        (await call(admin, `/users/${fraudster.userId}/restore`, { reason: 'Cleared on appeal.' })).status,
      ).toBe(200);
      expect(await statusOf(other)).toBe('live');
      expect(await statusOf(reported)).toBe('removed');
    });

    it('refuses to suspend oneself or another superadmin (409)', async () => {
      const self = await call(admin, `/users/${admin.userId}/suspend`, { reason: 'Testing myself.' });
      expect(self.status).toBe(409);
      expect(self.body.error.reason).toBe('self');
      const other = await signedInAs(t, 'superadmin');
      const colleague = await call(admin, `/users/${other.userId}/suspend`, {
        reason: 'Testing a colleague.',
      });
      expect(colleague.status).toBe(409);
      expect(colleague.body.error.reason).toBe('superadmin');
      expect((await t.request('/api/favourites', { headers: { cookie: other.cookie } })).status).toBe(200);
    });

    it('restores an account suspended before suspensions were recorded', async () => {
      const old = await signedInAs(t, 'tenant');
      await t.database.db
        .update(profiles)
        .set({ suspendedAt: new Date(), suspensionReason: 'Old fraud case' })
        .where(eq(profiles.id, old.userId));
      const restored = await call(admin, `/users/${old.userId}/restore`, {
        reason: 'Reviewed the old case.',
      });
      expect(restored.status).toBe(200);
      expect(userDetail.parse(restored.body).history[0]).toMatchObject({
        reason: 'Old fraud case',
        source: 'listing_fraud',
        restoreReason: 'Reviewed the old case.',
      });
    });
  });

  describe('granting a role after checks', () => {
    it('needs a verified phone and approved KYC, then grants landlord and service provider', async () => {
      const unverified = await signUpUnverified(t);
      const phone = await call(admin, `/users/${unverified.userId}/roles`, { role: 'landlord' });
      expect(phone.status).toBe(409);
      expect(phone.body.error.reason).toBe('phone_not_verified');

      const tenant = await signedInAs(t, 'tenant');
      const noKyc = await call(admin, `/users/${tenant.userId}/roles`, { role: 'landlord' });
      expect(noKyc.status).toBe(409);
      expect(noKyc.body.error.reason).toBe('kyc_not_approved');
      expect(noKyc.body.error.message).toContain('KYC');

      await approveKyc(t, tenant.userId);
      const granted = await call(admin, `/users/${tenant.userId}/roles`, { role: 'landlord' });
      expect(granted.status).toBe(200);
      expect(userDetail.parse(granted.body).roles).toEqual(['tenant', 'landlord']);
      // The new role acts on the next request of the same session.
      expect((await t.request('/api/my-listings', { headers: { cookie: tenant.cookie } })).status).toBe(200);
      const held = await call(admin, `/users/${tenant.userId}/roles`, { role: 'landlord' });
      expect(held.status).toBe(409);
      expect(held.body.error.reason).toBe('role_held');

      const provider = await call(admin, `/users/${tenant.userId}/roles`, { role: 'service_provider' });
      expect(provider.status).toBe(200);
      expect(userDetail.parse(provider.body).roles).toEqual(['tenant', 'landlord', 'service_provider']);
      const [audit] = await t.database.db
        .select({ details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, tenant.userId), eq(auditEvents.action, 'account.role_granted')));
      expect(audit?.details).toMatchObject({ role: 'landlord' });
    });

    it('refuses a suspended account', async () => {
      const tenant = await signedInAs(t, 'tenant');
      await approveKyc(t, tenant.userId);
      expect(
        (await call(admin, `/users/${tenant.userId}/suspend`, { reason: 'Suspended for a test.' })).status,
      ).toBe(200);
      const refused = await call(admin, `/users/${tenant.userId}/roles`, { role: 'landlord' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.reason).toBe('account_suspended');
    });

    it('grants caretaker for a property with no caretaker, naming them its caretaker', async () => {
      const owner = await signedInAs(t, 'landlord');
      await t.database.db.insert(properties).values([
        {
          id: 'ABD-C4RT',
          name: 'Caretaker Court',
          address: '2 Test Road',
          city: 'Nairobi',
          state: 'Nairobi',
          landlordId: owner.userId,
        },
        {
          id: 'ABD-C4RU',
          name: 'Taken Court',
          address: '3 Test Road',
          city: 'Nairobi',
          state: 'Nairobi',
          landlordId: owner.userId,
          caretakerId: users.caretaker.userId,
        },
      ]);
      const person = await signedInAs(t, 'tenant');
      await approveKyc(t, person.userId);
      const missing = await call(admin, `/users/${person.userId}/roles`, {
        role: 'caretaker',
        propertyCode: 'ABD-ZZZZ',
      });
      expect(missing.status).toBe(409);
      expect(missing.body.error.reason).toBe('property_not_found');
      const taken = await call(admin, `/users/${person.userId}/roles`, {
        role: 'caretaker',
        propertyCode: 'abd-c4ru',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.reason).toBe('property_has_caretaker');
      await approveKyc(t, owner.userId);
      const ownProperty = await call(admin, `/users/${owner.userId}/roles`, {
        role: 'caretaker',
        propertyCode: 'ABD-C4RT',
      });
      expect(ownProperty.status).toBe(409);
      expect(ownProperty.body.error.reason).toBe('caretaker_is_landlord');

      const granted = await call(admin, `/users/${person.userId}/roles`, {
        role: 'caretaker',
        propertyCode: 'abd-c4rt',
      });
      expect(granted.status).toBe(200);
      const detail = userDetail.parse(granted.body);
      expect(detail.roles).toEqual(['tenant', 'caretaker']);
      expect(detail.properties).toEqual([{ code: 'ABD-C4RT', name: 'Caretaker Court', as: 'caretaker' }]);
      const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, person.userId));
      expect(roles).toHaveLength(2);
      // Refused steps changed nothing.
      const [taken2] = await t.database.db.select().from(properties).where(eq(properties.id, 'ABD-C4RU'));
      expect(taken2?.caretakerId).toBe(users.caretaker.userId);
      const records = await t.database.db
        .select()
        .from(accountSuspensions)
        .where(eq(accountSuspensions.userId, person.userId));
      expect(records).toEqual([]);
    });
  });
});
