import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nairobiToday } from '@common/rent/rent-cycle';
import type { ManagedProperty } from '@common/tenancy/rent-terms';
import {
  jobs,
  listings,
  locationsTable,
  notifications,
  smsDeliveries,
  smsOutbox,
} from '../../db/schema/index';
import { capturedJobs } from '../../testing/captured-jobs';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventSmsJob, sendSmsOnce } from './event-sms';
import { registerNotificationJobs } from './register-notification-jobs';

/** 10:00 and 23:30 in Nairobi (UTC+3) on a day in the test's near future. */
const nairobiTime = (hour: number, minute = 0, daysAhead = 1) => {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hour - 3) * 60 + minute) * 60_000);
};

describe('SMS of rental applications and viewings', () => {
  let t: TestApp;
  let landlord: TestUser;
  let locationId: number;
  let clock = nairobiTime(10);
  const captured = capturedJobs();
  let ip = 0;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    ip += 1;
    const res = await t.request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: user ? { cookie: user.cookie, 'idempotency-key': randomUUID() } : {},
      clientIp: `203.0.113.${(ip % 250) + 1}`,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const ok = async (user: TestUser, method: string, path: string, json?: unknown) => {
    const res = await call(user, method, path, json);
    if (res.status >= 300)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const home = async (name: string) => {
    const [row] = await t.database.db
      .insert(listings)
      .values({
        name,
        description: 'A home for tests.',
        intent: 'rent',
        propertyType: 'apartment',
        bedrooms: 2,
        bathrooms: 1,
        sqft: 900,
        price: 50_000,
        rating: 4.2,
        hostName: 'Amina Njeri',
        hostKind: 'owner',
        verified: false,
        status: 'live',
        locationId,
        hostUserId: landlord.userId,
      })
      .returning({ id: listings.id });
    return row!.id;
  };
  const inDays = (days: number) => nairobiToday(new Date(Date.now() + days * 86_400_000));
  const apply = (user: TestUser, listingId: string) =>
    ok(user, 'POST', '/api/rental-applications', {
      listingId,
      moveInDate: inDays(10),
      householdSize: 2,
      message: 'A quiet couple.',
    });
  const textsTo = async (user: TestUser, containing: string) =>
    (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, user.phone)))
      .map((row) => row.text)
      .filter((text) => text.includes(containing));
  const smsJobs = (key: string) =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, eventSmsJob), like(jobs.singletonKey, `sms:event:${key}%`)));
  /** Runs every queued event SMS job as the runner would (at `clock`), twice over for the duplicate run. */
  const deliver = async () => {
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, eventSmsJob), eq(jobs.state, 'queued')));
    for (const job of queued) {
      await captured.run(eventSmsJob, job.payload);
      await captured.run(eventSmsJob, job.payload);
      await t.database.db.update(jobs).set({ state: 'completed' }).where(eq(jobs.id, job.id));
    }
    return queued.length;
  };
  const smsOff = (user: TestUser, kind: 'application' | 'viewing') =>
    ok(user, 'PUT', '/api/notifications/preferences', {
      preferences: [{ kind, inApp: true, sms: false }],
    });

  beforeAll(async () => {
    t = await createTestApp();
    registerNotificationJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      now: () => clock,
    });
    const [location] = await t.database.db
      .insert(locationsTable)
      .values({ name: 'Kileleshwa', city: 'Nairobi', tier: 'area', latitude: -1.28, longitude: 36.78 })
      .returning({ id: locationsTable.id });
    locationId = location!.id;
    landlord = await signedInAs(t, 'landlord');
  });
  afterEach(() => {
    vi.useRealTimers();
    clock = nairobiTime(10);
  });
  afterAll(() => t.close());

  it('texts the landlord a new application and the applicant each answer, once per event however often the job runs', async () => {
    const listingId = await home('Kileleshwa Gardens 2BR');
    const renter = await signedInAs(t, 'tenant');
    const meeting = await apply(renter, listingId);
    expect(await smsJobs(`application.received:${meeting.id}`)).toHaveLength(1);
    await deliver();
    expect(await textsTo(landlord, 'New rental application')).toEqual([
      'ABODE: New rental application. Kileleshwa Gardens 2BR',
    ]);

    await ok(landlord, 'POST', `/api/rental-applications/${meeting.id}/meet`, {
      message: 'Come on Saturday at 10.',
    });
    await deliver();
    expect(await textsTo(renter, 'asks to meet')).toEqual([
      'ABODE: The landlord asks to meet. Kileleshwa Gardens 2BR: Come on Saturday at 10.',
    ]);

    // Approved: the tenancy is ready.
    const property = (await ok(landlord, 'POST', '/api/properties', {
      name: 'Kileleshwa Gardens',
      address: 'Othaya Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      location: 'Kileleshwa',
    })) as ManagedProperty;
    const unit = (
      (await ok(landlord, 'POST', `/api/properties/${property.id}/units`, {
        label: 'B4',
        monthlyRent: 50_000,
        deposit: 50_000,
      })) as ManagedProperty
    ).units[0]!;
    await ok(landlord, 'POST', `/api/rental-applications/${meeting.id}/approve`, {
      unitId: unit.id,
      dueDay: 5,
      startDate: inDays(10),
    });
    await deliver();
    expect(await textsTo(renter, 'Application approved')).toHaveLength(1);

    const other = await signedInAs(t, 'tenant');
    const declined = await apply(other, listingId);
    await ok(landlord, 'POST', `/api/rental-applications/${declined.id}/decline`, {
      reason: 'The unit is let',
    });
    // The runner retrying an already-run job, and a second delivery pass, send nothing more.
    await deliver();
    await deliver();
    expect(await textsTo(other, 'Application declined')).toEqual([
      'ABODE: Application declined. Kileleshwa Gardens 2BR: The unit is let',
    ]);
    expect(await textsTo(landlord, 'New rental application')).toHaveLength(2);
    const claims = await t.database.db
      .select()
      .from(smsDeliveries)
      .where(eq(smsDeliveries.dedupeKey, `application.declined:${declined.id}`));
    expect(claims).toHaveLength(1);
  });

  it('sends no SMS to someone who turned SMS off for the kind (the app still tells them)', async () => {
    const listingId = await home('Lavington Court 1BR');
    const renter = await signedInAs(t, 'tenant');
    await smsOff(renter, 'application');
    const application = await apply(renter, listingId);
    await ok(landlord, 'POST', `/api/rental-applications/${application.id}/decline`, { reason: 'Too small' });
    await deliver();
    expect(await textsTo(renter, 'ABODE: ')).toEqual([]);
    const inApp = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `application.declined:${application.id}`));
    expect(inApp).toHaveLength(1);

    // The host who turned viewing SMS off hears of a request in the app only; the requester still gets theirs.
    const host = await signedInAs(t, 'landlord');
    await smsOff(host, 'viewing');
    const [hosted] = await t.database.db
      .insert(listings)
      .values({
        name: 'Quiet host home',
        description: 'A home for tests.',
        intent: 'rent',
        propertyType: 'apartment',
        bedrooms: 1,
        bathrooms: 1,
        sqft: 500,
        price: 30_000,
        rating: 4,
        hostName: 'Host',
        hostKind: 'owner',
        verified: false,
        status: 'live',
        locationId,
        hostUserId: host.userId,
      })
      .returning({ id: listings.id });
    const viewing = await ok(renter, 'POST', '/api/viewings', {
      listingId: hosted!.id,
      scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await ok(host, 'POST', `/api/viewings/${viewing.id}/decline`, { reason: 'Let already' });
    await deliver();
    expect(await textsTo(host, 'ABODE: ')).toEqual([]);
    expect(await textsTo(renter, 'Viewing declined')).toEqual([
      'ABODE: Viewing declined. Quiet host home: Let already',
    ]);
  });

  it('texts the viewing steps that matter: the host a request and a cancellation, the requester a new time and a confirmation', async () => {
    const listingId = await home('Westlands Loft');
    const buyer = await signedInAs(t, 'tenant');
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const first = await ok(buyer, 'POST', '/api/viewings', { listingId, scheduledAt: at(2) });
    await ok(landlord, 'POST', `/api/viewings/${first.id}/propose`, { scheduledAt: at(3) });
    await ok(landlord, 'POST', `/api/viewings/${first.id}/confirm`, { scheduledAt: at(4) });
    await ok(buyer, 'POST', `/api/viewings/${first.id}/cancel`);
    await deliver();
    await deliver();
    expect(await textsTo(landlord, 'New viewing request')).toHaveLength(1);
    expect(await textsTo(buyer, 'Another viewing time proposed')).toHaveLength(1);
    expect(await textsTo(buyer, 'Viewing confirmed')).toHaveLength(1);
    expect(await textsTo(landlord, 'Viewing cancelled')).toHaveLength(1);
    // A second request; the requester's acceptance of a proposed time is for the app only.
    const second = await ok(buyer, 'POST', '/api/viewings', { listingId, scheduledAt: at(5) });
    await ok(landlord, 'POST', `/api/viewings/${second.id}/propose`, { scheduledAt: at(6) });
    await ok(buyer, 'POST', `/api/viewings/${second.id}/accept`);
    await deliver();
    expect(await textsTo(landlord, 'New viewing request')).toHaveLength(2);
    expect(await textsTo(buyer, 'Another viewing time proposed')).toHaveLength(2);
    expect(await textsTo(landlord, 'Viewing confirmed')).toEqual([]);
  });

  it('holds an SMS of an event in quiet hours (21:00–07:00 Nairobi) to 07:00, then sends it once', async () => {
    const listingId = await home('Kilimani Nights');
    const renter = await signedInAs(t, 'tenant');
    const lateEvening = nairobiTime(23, 30);
    const morning = nairobiTime(7, 0, 2);
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const application = await apply(renter, listingId);
    vi.useRealTimers();
    const [job] = await smsJobs(`application.received:${application.id}`);
    expect(job!.runAt.toISOString()).toBe(morning.toISOString());

    // A run that still falls in the night (a retry at 23:45) puts it off to 07:00 again and sends nothing.
    clock = nairobiTime(23, 45);
    await captured.run(eventSmsJob, job!.payload);
    expect(await textsTo(landlord, 'Kilimani Nights')).toEqual([]);
    const deferred = await t.database.db
      .select()
      .from(jobs)
      .where(
        eq(jobs.singletonKey, `sms:event:application.received:${application.id}@${morning.toISOString()}`),
      );
    expect(deferred).toHaveLength(1);
    expect(deferred[0]!.runAt.toISOString()).toBe(morning.toISOString());

    clock = morning;
    await captured.run(eventSmsJob, job!.payload);
    await captured.run(eventSmsJob, deferred[0]!.payload);
    expect(await textsTo(landlord, 'Kilimani Nights')).toHaveLength(1);
  });

  it('gives the claim back when the SMS driver refuses, so the retry sends it', async () => {
    const refusing = {
      name: 'outbox' as const,
      send: vi.fn().mockRejectedValueOnce(new Error('provider down')),
    };
    const input = {
      dedupeKey: `test:${randomUUID()}`,
      userId: landlord.userId,
      to: landlord.phone,
      text: 'hi',
    };
    const deps = { db: t.database.db, sms: refusing };
    await expect(sendSmsOnce(deps, input)).rejects.toThrow('provider down');
    expect(await sendSmsOnce(deps, input)).toBe(true);
    expect(await sendSmsOnce(deps, input)).toBe(false);
    expect(refusing.send).toHaveBeenCalledTimes(2);
  });
});
