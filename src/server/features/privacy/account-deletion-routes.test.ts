import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyTexts } from '@common/privacy/privacy-texts';
import {
  auditEvents,
  authAccounts,
  authSessions,
  contactMessages,
  kycDocuments,
  marketingConsentEvents,
  profiles,
  properties,
  rateLimitEvents,
  serviceProviders,
  serviceRequests,
  serviceReviews,
  propertyUnits,
  tenancies,
  users,
} from '../../db/schema/index';
import {
  signIn,
  signUpAndVerify,
  signedInAs,
  testPassword,
  type TestUser,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendContactMessage, storedBytes, uploadIdFront } from './testing/privacy-fixtures';

describe('POST /api/privacy/account-deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deleteAs = (cookie: string | undefined, json: unknown) =>
    t.request('/api/privacy/account-deletion', { method: 'POST', json, headers: cookie ? { cookie } : {} });
  /** GET /api/me answers the user, or null for a visitor. */
  const meOf = async (cookie: string) => (await t.request('/api/me', { headers: { cookie } })).json();

  it('needs a session: 401', async () => {
    const res = await deleteAs(undefined, { password: testPassword });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, 'password: Enter your password to confirm'],
    [{ password: '' }, 'password: Enter your password to confirm'],
    [{ password: 42 }, 'password: Enter your password to confirm'],
    [{ password: 'Not-The-Password-9' }, 'password: That password is not right'],
  ])('refuses %j with a 400 naming the password, and erases nothing', async (json, message) => {
    const user = await signedInAs(t, 'tenant');
    const res = await deleteAs(user.cookie, json);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await meOf(user.cookie)).toMatchObject({ id: user.userId });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.email).toBe(user.email);
  });

  it('refuses a sixth try within fifteen minutes: 429, so a stolen session cannot guess the password', async () => {
    const user = await signedInAs(t, 'tenant');
    for (let i = 0; i < 5; i += 1) {
      expect((await deleteAs(user.cookie, { password: `Wrong-Guess-${i}a` })).status).toBe(400);
    }
    const res = await deleteAs(user.cookie, { password: user.password });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('RATE_LIMITED');
    expect(await meOf(user.cookie)).toMatchObject({ id: user.userId });
  });

  it('refuses the landlord and the tenant of an active tenancy: 409 naming why, nothing erased', async () => {
    const landlord = await signedInAs(t, 'landlord');
    const tenant = await signedInAs(t, 'tenant');
    await t.database.db.insert(properties).values({
      id: 'ABD-7K3Q',
      name: 'Riverside Court',
      address: 'Riverside Drive',
      city: 'Nairobi',
      state: 'Nairobi',
      landlordId: landlord.userId,
    });
    const [unit] = await t.database.db
      .insert(propertyUnits)
      .values({ propertyId: 'ABD-7K3Q', label: 'Apt 101', monthlyRent: 25_000, deposit: 25_000 })
      .returning({ id: propertyUnits.id });
    await t.database.db.insert(tenancies).values({
      unitId: unit!.id,
      tenantId: tenant.userId,
      monthlyRent: 25_000,
      deposit: 25_000,
      dueDay: 5,
      startDate: '2026-11-01',
      paybillAccount: 'PRIV7K3Q',
    });
    for (const [user, message] of [
      [landlord, privacyTexts.stillLandlord],
      [tenant, privacyTexts.stillTenant],
    ] as const) {
      const res = await deleteAs(user.cookie, { password: user.password });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toEqual({ code: 'CONFLICT', message });
      expect(await meOf(user.cookie)).toMatchObject({ id: user.userId });
    }
  });

  describe('with the right password', () => {
    let user: TestUser;
    let otherSession: string;
    let documentPath: string;
    let answer: Response;

    beforeAll(async () => {
      user = await signedInAs(t, 'tenant', { first_name: 'Wanjiku', last_name: 'Kamau' });
      otherSession = await signIn(t, user.email, user.password);
      documentPath = await uploadIdFront(t, user);
      await sendContactMessage(t, user.email, 'Wanjiku would like a bedsitter', '203.0.113.20');
      await t.request('/api/privacy/marketing-consent', {
        method: 'PUT',
        json: { consented: true },
        headers: { cookie: user.cookie },
      });
      answer = await deleteAs(user.cookie, { password: user.password });
    });

    it('answers 200 { deleted: true }', async () => {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ deleted: true });
    });

    it('ends every session, this one and the others', async () => {
      expect(await meOf(user.cookie)).toBeNull();
      expect(await meOf(otherSession)).toBeNull();
      const sessions = await t.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, user.userId));
      expect(sessions).toEqual([]);
    });

    it('can no longer sign in', async () => {
      const res = await t.request('/api/identity/sign-in', {
        method: 'POST',
        json: { email: user.email, password: user.password },
        clientIp: '203.0.113.21',
      });
      expect(res.status).toBe(401);
      const credentials = await t.database.db
        .select()
        .from(authAccounts)
        .where(eq(authAccounts.userId, user.userId));
      expect(credentials).toEqual([]);
    });

    it('keeps no name, email or phone: the account and profile are anonymous', async () => {
      const [account] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
      expect(account).toMatchObject({
        name: 'Deleted account',
        email: `deleted-${user.userId}@deleted.invalid`,
      });
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.userId));
      expect(profile).toMatchObject({
        firstName: 'Deleted',
        lastName: 'account',
        phone: null,
        phoneVerifiedAt: null,
      });
    });

    it('removes the KYC document rows and their stored files', async () => {
      const rows = await t.database.db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.userId, user.userId));
      expect(rows).toEqual([]);
      expect(await storedBytes(t, documentPath)).toBeNull();
    });

    it('anonymises the contact messages sent from the email', async () => {
      const rows = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, user.email));
      expect(rows).toEqual([]);
      const [kept] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, `deleted-${user.userId}@deleted.invalid`));
      expect(kept).toMatchObject({ phone: null, message: '[removed: account deleted]' });
    });

    it('withdraws marketing consent, with its time', async () => {
      const events = await t.database.db
        .select()
        .from(marketingConsentEvents)
        .where(eq(marketingConsentEvents.userId, user.userId))
        .orderBy(marketingConsentEvents.id);
      expect(events.at(-1)).toMatchObject({ consented: false, source: 'account-deleted' });
    });

    it('writes the audit event, which stays', async () => {
      const [event] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'account.deleted'), eq(auditEvents.subjectId, user.userId)));
      expect(event).toMatchObject({ actorUserId: user.userId, subjectType: 'account' });
      expect(event!.details).toMatchObject({ files: 1, erased: expect.objectContaining({ sessions: 2 }) });
    });

    it('frees the email and the phone: both can sign up again', async () => {
      // The phone was sent a code a moment ago; the one-a-minute SMS limit is not what this test is about.
      await t.database.db.delete(rateLimitEvents).where(like(rateLimitEvents.key, `sms-%${user.phone}`));
      const again = await signUpAndVerify(t, { email: user.email, phone: user.phone }, '203.0.113.22');
      expect(again.userId).not.toBe(user.userId);
      expect(again.me).toMatchObject({ email: user.email, phone: user.phone });
    });

    it('cannot be asked for again with the old session: 401', async () => {
      expect((await deleteAs(user.cookie, { password: user.password })).status).toBe(401);
    });
  });

  it('keeps the records others hold, without the person: a provider profile, requests and reviews', async () => {
    const provider = await signedInAs(t, 'service_provider');
    const other = await signedInAs(t, 'service_provider');
    const customer = await signedInAs(t, 'tenant');
    const photoKey = 'up-0123456789abcdef01234567.jpg';
    await t.storage.put(`service_photos/${photoKey}`, new Uint8Array([0xff, 0xd8, 0xff]), {
      contentType: 'image/jpeg',
    });
    const profile = {
      categories: ['plumbing' as const],
      areas: ['Kilimani'],
      city: 'Nairobi',
      priceFrom: 1500,
      availability: { days: ['mon' as const], opensAt: '08:00', closesAt: '17:00' },
    };
    const [own] = await t.database.db
      .insert(serviceProviders)
      .values({
        ...profile,
        userId: provider.userId,
        businessName: 'Kamau Plumbing',
        description: 'Call Kamau on 0712 000 111',
        photoKey,
      })
      .returning({ id: serviceProviders.id });
    const [theirs] = await t.database.db
      .insert(serviceProviders)
      .values({
        ...profile,
        userId: other.userId,
        businessName: 'Other Plumbing',
        description: 'Pipes',
        photoKey: 'pl-0123456789ab',
      })
      .returning({ id: serviceProviders.id });
    const scheduledAt = new Date(Date.now() + 86_400_000);
    const [forProvider] = await t.database.db
      .insert(serviceRequests)
      .values({
        providerId: own!.id,
        customerUserId: customer.userId,
        description: 'Leaking tap',
        scheduledAt,
      })
      .returning({ id: serviceRequests.id });
    const [byProvider] = await t.database.db
      .insert(serviceRequests)
      .values({
        providerId: theirs!.id,
        customerUserId: provider.userId,
        description: 'My own sink at Hse 12',
        address: 'Hse 12, Kilimani',
        scheduledAt,
        status: 'completed',
      })
      .returning({ id: serviceRequests.id });
    await t.database.db.insert(serviceReviews).values({
      requestId: byProvider!.id,
      providerId: theirs!.id,
      customerUserId: provider.userId,
      rating: 4,
      comment: 'Kamau here: good work',
    });

    expect((await deleteAs(provider.cookie, { password: provider.password })).status).toBe(200);

    const [profileAfter] = await t.database.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, own!.id));
    expect(profileAfter).toMatchObject({
      businessName: 'Former provider',
      description: '[removed: account deleted]',
    });
    expect(profileAfter!.photoKey).not.toBe(photoKey);
    expect(await storedBytes(t, `service_photos/${photoKey}`)).toBeNull();
    const [customersRequest] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, forProvider!.id));
    expect(customersRequest).toMatchObject({ customerUserId: customer.userId, description: 'Leaking tap' });
    const [ownRequest] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, byProvider!.id));
    expect(ownRequest).toMatchObject({
      description: '[removed: account deleted]',
      address: null,
      status: 'completed',
    });
    const [review] = await t.database.db
      .select()
      .from(serviceReviews)
      .where(eq(serviceReviews.requestId, byProvider!.id));
    expect(review).toMatchObject({ rating: 4, comment: '' });
  });

  it('keeps an ended tenancy whole, as the landlord’s financial record of an anonymous tenant', async () => {
    const landlord = await signedInAs(t, 'landlord');
    const tenant = await signedInAs(t, 'tenant');
    await t.database.db.insert(properties).values({
      id: 'ABD-9M4R',
      name: 'Garden Flats',
      address: 'Ngong Road',
      city: 'Nairobi',
      state: 'Nairobi',
      landlordId: landlord.userId,
    });
    const [unit] = await t.database.db
      .insert(propertyUnits)
      .values({ propertyId: 'ABD-9M4R', label: 'Flat 2', monthlyRent: 18_000, deposit: 18_000 })
      .returning({ id: propertyUnits.id });
    const [tenancy] = await t.database.db
      .insert(tenancies)
      .values({
        unitId: unit!.id,
        tenantId: tenant.userId,
        monthlyRent: 18_000,
        deposit: 18_000,
        dueDay: 1,
        startDate: '2026-01-01',
        endDate: '2026-10-31',
        status: 'ended',
        paybillAccount: 'PRIV9M4R',
      })
      .returning();
    expect((await deleteAs(tenant.cookie, { password: tenant.password })).status).toBe(200);
    const [kept] = await t.database.db.select().from(tenancies).where(eq(tenancies.id, tenancy!.id));
    expect(kept).toEqual(tenancy);
  });

  it('leaves other accounts alone', async () => {
    const keep = await signedInAs(t, 'tenant');
    const gone = await signedInAs(t, 'tenant');
    expect((await deleteAs(gone.cookie, { password: gone.password })).status).toBe(200);
    expect(await meOf(keep.cookie)).toMatchObject({ id: keep.userId });
  });
});
