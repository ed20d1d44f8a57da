import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RentalApplication,
  RentalApplicationList,
} from '@common/rental-applications/application-contracts';
import { applicationTexts as m } from '@common/rental-applications/application-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import type { ManagedProperty } from '@common/tenancy/rent-terms';
import {
  listings,
  locationsTable,
  notifications,
  rentalApplications,
  tenancies,
} from '../../db/schema/index';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { chooseLanguage, signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const inDays = (days: number) => nairobiToday(new Date(Date.now() + days * 86_400_000));

describe('/api/rental-applications', () => {
  let t: TestApp;
  let landlord: TestUser;
  let renter: TestUser;
  let locationId: number;
  let home: string;
  const sms = eventSmsRunner(() => t);

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/rental-applications${path}`, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  const ok = async (user: TestUser, method: string, path: string, json?: unknown) => {
    const res = await t.request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
    });
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const listing = async (fields: Partial<typeof listings.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(listings)
      .values({
        name: 'Kileleshwa Gardens 2BR',
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
        ...fields,
      })
      .returning({ id: listings.id });
    return row!.id;
  };
  const apply = (user: TestUser, listingId: string, extra: Record<string, unknown> = {}) =>
    call(user, 'POST', '', {
      listingId,
      moveInDate: inDays(10),
      householdSize: 3,
      message: 'We are a quiet family.',
      ...extra,
    });
  /** A property of `owner`'s with vacant units named `labels`; their ids. */
  const unitsOf = async (owner: TestUser, labels: string[]) => {
    const property = (await ok(owner, 'POST', '/api/properties', {
      name: 'Kileleshwa Gardens',
      address: 'Othaya Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      location: 'Kileleshwa',
    })) as ManagedProperty;
    const ids: string[] = [];
    for (const label of labels) {
      const updated = (await ok(owner, 'POST', `/api/properties/${property.id}/units`, {
        label,
        monthlyRent: 50_000,
        deposit: 50_000,
      })) as ManagedProperty;
      ids.push(updated.units.find((unit) => unit.label === label)!.id);
    }
    return ids;
  };
  const terms = (unitId: string) => ({ unitId, dueDay: 5, startDate: inDays(10) });

  beforeAll(async () => {
    t = await createTestApp();
    const [location] = await t.database.db
      .insert(locationsTable)
      .values({ name: 'Kileleshwa', city: 'Nairobi', tier: 'area', latitude: -1.28, longitude: 36.78 })
      .returning({ id: locationsTable.id });
    locationId = location!.id;
    landlord = await signedInAs(t, 'landlord');
    renter = await signedInAs(t, 'tenant');
    home = await listing({ hostUserId: landlord.userId });
  });
  afterAll(() => t.close());

  it('refuses the signed out (401), bad input (400), unknown listings (404) and homes that take none (409)', async () => {
    expect((await apply(null as unknown as TestUser, home)).status).toBe(401);
    expect((await call(null, 'GET', '/mine')).status).toBe(401);
    for (const bad of [
      { householdSize: 0 },
      { householdSize: 21 },
      { moveInDate: 'soon' },
      { moveInDate: inDays(-2) },
      { moveInDate: inDays(400) },
      { message: 'x'.repeat(1001) },
    ]) {
      expect((await apply(renter, home, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await apply(renter, randomUUID())).status).toBe(404);
    expect(
      (await apply(renter, await listing({ hostUserId: landlord.userId, status: 'pending' }))).status,
    ).toBe(404);
    const refusals: Array<[string, string]> = [
      [await listing({ hostUserId: landlord.userId, intent: 'buy' }), 'NOT_FOR_RENT'],
      [await listing({ hostKind: 'agency' }), 'NO_HOST'],
    ];
    for (const [listingId, reason] of refusals) {
      const { status, body } = await apply(renter, listingId);
      expect(status).toBe(409);
      expect(body.error.reason).toBe(reason);
    }
    const own = await apply(landlord, home);
    expect([own.status, own.body.error.reason]).toEqual([409, 'OWN_LISTING']);
  });

  it('lets the host ask to meet and approve, starting exactly one tenancy; the applicant follows it', async () => {
    const applied = await apply(renter, home);
    expect(applied.status).toBe(201);
    const application = applied.body as RentalApplication;
    expect(application).toMatchObject({ status: 'pending', householdSize: 3, listing: { id: home } });
    const again = await apply(renter, home);
    expect([again.status, again.body.error.reason]).toEqual([409, 'ALREADY_APPLIED']);

    const received = (await call(landlord, 'GET', '/received')).body as RentalApplicationList;
    expect(received.applications.map((a) => a.id)).toContain(application.id);
    const hostNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, landlord.userId));
    expect(hostNotes.map((n) => [n.kind, n.title])).toContainEqual(['application', 'New rental application']);

    // Another landlord sees nothing of it and cannot act on it (404, unchanged).
    const stranger = await signedInAs(t, 'landlord');
    expect((await call(stranger, 'GET', '/received')).body).toEqual({ applications: [] });
    expect(
      (await call(stranger, 'POST', `/${application.id}/meet`, { message: 'Come on Monday' })).status,
    ).toBe(404);
    expect((await call(landlord, 'POST', '/not-an-id/meet', { message: 'Come on Monday' })).status).toBe(404);
    // Roles that decide no applications: 403.
    for (const role of ['tenant', 'caretaker', 'service_provider', 'superadmin'] as const) {
      const user = await signedInAs(t, role);
      expect(
        (await call(user, 'POST', `/${application.id}/decline`, { reason: 'No pets' })).status,
        role,
      ).toBe(403);
      expect((await call(user, 'GET', '/received')).status, role).toBe(403);
    }

    const met = await call(landlord, 'POST', `/${application.id}/meet`, {
      message: 'Saturday 10:00 at the gate',
    });
    expect(met.status).toBe(200);
    expect(met.body).toMatchObject({ status: 'meeting', hostNote: 'Saturday 10:00 at the gate' });
    const meetAgain = await call(landlord, 'POST', `/${application.id}/meet`, { message: 'Sunday then' });
    expect([meetAgain.status, meetAgain.body.error.message]).toEqual([409, m.notOpen('meeting requested')]);

    const [unitId] = await unitsOf(landlord, ['B1']);
    const strangerUnit = (await unitsOf(stranger, ['Z9']))[0]!;
    expect((await call(landlord, 'POST', `/${application.id}/approve`, terms(strangerUnit))).status).toBe(
      404,
    );
    expect(
      (
        await call(landlord, 'POST', `/${application.id}/approve`, {
          unitId,
          dueDay: 31,
          startDate: inDays(10),
        })
      ).status,
    ).toBe(400);
    const approved = await call(landlord, 'POST', `/${application.id}/approve`, terms(unitId!));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved' });
    const tenancyRows = await t.database.db.select().from(tenancies).where(eq(tenancies.unitId, unitId!));
    expect(tenancyRows.map((row) => [row.tenantId, row.status, row.monthlyRent])).toEqual([
      [renter.userId, 'active', 50_000],
    ]);
    expect(approved.body.tenancyId).toBe(tenancyRows[0]!.id);

    const decideAgain = await call(landlord, 'POST', `/${application.id}/decline`, {
      reason: 'Changed my mind',
    });
    expect([decideAgain.status, decideAgain.body.error.message]).toEqual([409, m.notOpen('approved')]);

    const mine = (await call(renter, 'GET', '/mine')).body as RentalApplicationList;
    expect(mine.applications[0]).toMatchObject({ id: application.id, status: 'approved' });
    const renterNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, renter.userId));
    expect(
      renterNotes
        .filter((n) => n.kind === 'application')
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Application approved', 'The landlord asks to meet']);
  });

  it("texts each side in their own language (users.locale), the landlord's words as written", async () => {
    const applicant = await signedInAs(t, 'tenant');
    await chooseLanguage(t, applicant, 'sw');
    const { body } = await apply(applicant, home);
    await call(landlord, 'POST', `/${body.id}/meet`, { message: 'Saturday 10:00 at the gate' });
    await call(landlord, 'POST', `/${body.id}/decline`, { reason: 'The unit is let' });
    await sms.deliver();
    expect(await sms.textsTo(applicant)).toEqual([
      'ABODE: Mwenye nyumba anaomba mkutane. Kileleshwa Gardens 2BR: Saturday 10:00 at the gate',
      'ABODE: Ombi la kupanga limekataliwa. Kileleshwa Gardens 2BR: The unit is let',
    ]);
    // The landlord reads ABODE in English.
    expect(await sms.textsTo(landlord)).toContain('ABODE: New rental application. Kileleshwa Gardens 2BR');
    expect((await sms.textsTo(landlord)).filter((text) => text.includes('Ombi'))).toEqual([]);
  });

  it('declines with a reason the applicant sees', async () => {
    const applicant = await signedInAs(t, 'tenant');
    const { body } = await apply(applicant, home);
    const declined = await call(landlord, 'POST', `/${body.id}/decline`, { reason: 'The unit is let' });
    expect(declined.body).toMatchObject({ status: 'declined', hostNote: 'The unit is let' });
    expect(
      ((await call(applicant, 'GET', '/mine')).body as RentalApplicationList).applications[0],
    ).toMatchObject({
      status: 'declined',
      hostNote: 'The unit is let',
    });
    expect((await call(landlord, 'POST', `/${body.id}/decline`, { reason: 'x' })).status).toBe(400);
  });

  it('20 concurrent approvals of different applications for one unit start exactly one tenancy', async () => {
    const listingId = await listing({ hostUserId: landlord.userId, name: 'One unit, many applicants' });
    const applicants = await Promise.all(Array.from({ length: 20 }, () => signedInAs(t, 'tenant')));
    const ids: string[] = [];
    for (const applicant of applicants)
      ids.push(((await apply(applicant, listingId)).body as RentalApplication).id);
    const [unitId] = await unitsOf(landlord, ['C1']);
    const answers = await Promise.all(
      ids.map((id) => call(landlord, 'POST', `/${id}/approve`, terms(unitId!))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.reason).toBe('UNIT_OCCUPIED');
    }
    const rows = await t.database.db.select().from(tenancies).where(eq(tenancies.unitId, unitId!));
    expect(rows).toHaveLength(1);
    const pending = await t.database.db
      .select()
      .from(rentalApplications)
      .where(and(eq(rentalApplications.listingId, listingId), eq(rentalApplications.status, 'pending')));
    expect(pending).toHaveLength(19);
  });
});
