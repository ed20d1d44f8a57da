import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedProperty, Tenancy } from '@common/tenancy/rent-terms';
import { rentTermsMessages as m } from '@common/tenancy/rent-terms-messages';
import { auditEvents, locationsTable, properties, tenancies, tenantProperties } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('properties, units and tenancies with rent terms', () => {
  let t: TestApp;
  let landlord: TestUser;
  let otherLandlord: TestUser;
  let caretaker: TestUser;
  let tenant: TestUser;
  let provider: TestUser;
  let ip = 0;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    ip += 1;
    const res = await t.request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: user ? { cookie: user.cookie } : {},
      clientIp: `198.51.100.${ip % 250}`,
    });
    return { status: res.status, body: await res.json() };
  };
  const newProperty = async (owner = landlord, name = 'Kilimani Heights', location = 'Kilimani') => {
    const { status, body } = await call(owner, 'POST', '/api/properties', {
      name,
      address: 'Argwings Kodhek Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      location,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return body as ManagedProperty;
  };
  const addUnit = async (propertyId: string, label: string, monthlyRent = 45_000, deposit = 90_000) => {
    const { status, body } = await call(landlord, 'POST', `/api/properties/${propertyId}/units`, {
      label,
      monthlyRent,
      deposit,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return (body as ManagedProperty).units.find((unit) => unit.label === label)!;
  };
  /** A new tenant's pending link to `propertyId`. */
  const pendingLink = async (propertyId: string, who?: TestUser) => {
    const renter = who ?? (await signedInAs(t, 'tenant'));
    const { status, body } = await call(renter, 'POST', '/api/tenant-properties', { propertyId });
    expect(status, JSON.stringify(body)).toBe(201);
    return { renter, linkId: body.id as string };
  };
  const terms = (unitId: string, extra: Record<string, unknown> = {}) => ({
    unitId,
    dueDay: 5,
    startDate: '2026-12-01',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [landlord, otherLandlord, caretaker, tenant, provider] = await Promise.all([
      signedInAs(t, 'landlord'),
      signedInAs(t, 'landlord'),
      signedInAs(t, 'caretaker'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'service_provider'),
    ]);
  });
  afterAll(() => t.close());

  describe('a property', () => {
    it('is added by a landlord with a share code, audited, and listed as theirs', async () => {
      const property = await newProperty(landlord, 'Lavington Gardens', 'Lavington');
      expect(property).toMatchObject({
        name: 'Lavington Gardens',
        location: 'Lavington',
        as: 'landlord',
        caretaker: null,
        units: [],
      });
      expect(property.id).toMatch(/^ABD-[2-9A-HJ-NP-Z]{4}$/);
      const { body } = await call(landlord, 'GET', '/api/properties/mine?as=landlord');
      expect(body.properties.map((p: ManagedProperty) => p.id)).toContain(property.id);
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, property.id));
      expect(audit).toMatchObject({ action: 'property.created', actorUserId: landlord.userId });
      // Not another landlord's.
      const other = await call(otherLandlord, 'GET', '/api/properties/mine?as=landlord');
      expect(other.body.properties.map((p: ManagedProperty) => p.id)).not.toContain(property.id);
    });

    it('is for landlords only: 401 signed out, 403 for other roles', async () => {
      const input = { name: 'X', address: 'Y', city: 'Nairobi', state: 'Nairobi County', location: 'Karen' };
      expect((await call(null, 'POST', '/api/properties', input)).status).toBe(401);
      for (const user of [tenant, caretaker, provider]) {
        expect((await call(user, 'POST', '/api/properties', input)).status).toBe(403);
      }
      expect((await call(tenant, 'GET', '/api/properties/mine?as=landlord')).status).toBe(403);
    });

    it('refuses a missing or too long field with a message naming it', async () => {
      const missing = await call(landlord, 'POST', '/api/properties', {
        address: 'Y',
        city: 'Z',
        state: 'W',
        location: 'Karen',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toContain(m.required('Property name'));
      const long = await call(landlord, 'POST', '/api/properties', {
        name: 'x'.repeat(121),
        address: 'Y',
        city: 'Z',
        state: 'W',
        location: 'Karen',
      });
      expect(long.status).toBe(400);
      expect(long.body.error.message).toContain(m.tooLong('Property name', 120));
    });

    it('is in an area of the vocabulary: 400 naming the field when the area is missing or unknown', async () => {
      const base = { name: 'Baraka Flats', address: 'Plot 12', city: 'Nairobi', state: 'Nairobi County' };
      const property = await newProperty(landlord, 'Baraka Flats', 'Kileleshwa');
      for (const [location, message] of [
        [undefined, m.areaRequired],
        ['', m.areaRequired],
        ['Atlantis', m.areaUnknown],
        // An alias is what people type in a search; a property names its area as the list does.
        ['Kile', m.areaUnknown],
      ] as const) {
        const body = location === undefined ? base : { ...base, location };
        const added = await call(landlord, 'POST', '/api/properties', body);
        expect(added.status).toBe(400);
        expect(added.body.error.code).toBe('VALIDATION_FAILED');
        expect(added.body.error.message).toBe(`location: ${message}`);
        const edited = await call(landlord, 'PATCH', `/api/properties/${property.id}`, body);
        expect(edited.status).toBe(400);
        expect(edited.body.error.message).toBe(`location: ${message}`);
      }
      // Nothing was added, and the refused edits left its area as it was.
      const { body } = await call(landlord, 'GET', '/api/properties/mine?as=landlord');
      const mine = body.properties as ManagedProperty[];
      expect(mine.filter((p) => p.name === 'Baraka Flats')).toHaveLength(1);
      expect(mine.find((p) => p.id === property.id)!.location).toBe('Kileleshwa');
      // Stored as the locations row of that area, made from the vocabulary on first use.
      const [row] = await t.database.db
        .select({ area: locationsTable.name, city: locationsTable.city })
        .from(properties)
        .innerJoin(locationsTable, eq(locationsTable.id, properties.locationId))
        .where(eq(properties.id, property.id));
      expect(row).toEqual({ area: 'Kileleshwa', city: 'Nairobi' });
    });

    it('moves to another area when edited, both properties in one area sharing its row', async () => {
      const first = await newProperty(landlord, 'Ruaka Court', 'Ruaka');
      const second = await newProperty(landlord, 'Ruaka Gardens', 'Ruaka');
      const moved = await call(landlord, 'PATCH', `/api/properties/${second.id}`, {
        name: 'Ruaka Gardens',
        address: 'Limuru Road',
        city: 'Kiambu',
        state: 'Kiambu County',
        location: 'Kikuyu',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id: second.id, location: 'Kikuyu', city: 'Kiambu' });
      const rows = await t.database.db
        .select({ id: properties.id, locationId: properties.locationId })
        .from(properties)
        .where(inArray(properties.id, [first.id, second.id]));
      const areas = await t.database.db
        .select({ id: locationsTable.id, name: locationsTable.name })
        .from(locationsTable)
        .where(inArray(locationsTable.name, ['Ruaka', 'Kikuyu']));
      const idOf = (name: string) => areas.find((area) => area.name === name)!.id;
      expect(Object.fromEntries(rows.map((row) => [row.id, row.locationId]))).toEqual({
        [first.id]: idOf('Ruaka'),
        [second.id]: idOf('Kikuyu'),
      });
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, second.id), eq(auditEvents.action, 'property.updated')));
      expect(audit!.details).toMatchObject({ location: 'Kikuyu' });
    });

    it('is edited by its landlord only; another landlord gets 404', async () => {
      const property = await newProperty();
      const changes = {
        name: 'Kilimani Heights II',
        address: 'Ring Road',
        city: 'Nairobi',
        state: 'Nairobi',
        location: 'Kilimani',
      };
      expect((await call(otherLandlord, 'PATCH', `/api/properties/${property.id}`, changes)).status).toBe(
        404,
      );
      const edited = await call(landlord, 'PATCH', `/api/properties/${property.id}`, changes);
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject(changes);
      expect((await call(landlord, 'PATCH', '/api/properties/ABD-ZZZZ', changes)).status).toBe(404);
    });
  });

  describe('its caretaker', () => {
    it('is named by email or verified phone, must be a caretaker, and can be taken off', async () => {
      const property = await newProperty();
      const path = `/api/properties/${property.id}/caretaker`;
      const byEmail = await call(landlord, 'PUT', path, { contact: caretaker.email.toUpperCase() });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.caretaker).toMatchObject({ email: caretaker.email });
      const mine = await call(caretaker, 'GET', '/api/properties/mine?as=caretaker');
      expect(mine.body.properties).toContainEqual(
        expect.objectContaining({ id: property.id, as: 'caretaker' }),
      );

      const local = caretaker.phone.replace('+254', '0');
      const byPhone = await call(landlord, 'PUT', path, { contact: local });
      expect(byPhone.status).toBe(200);
      expect(byPhone.body.caretaker.phone).toBe(caretaker.phone);

      for (const contact of [tenant.email, 'nobody@example.co.ke', '0799999999']) {
        const refused = await call(landlord, 'PUT', path, { contact });
        expect(refused.status).toBe(400);
        expect(refused.body.error.message).toBe(m.caretakerNotFound);
      }
      expect((await call(otherLandlord, 'PUT', path, { contact: caretaker.email })).status).toBe(404);

      const off = await call(landlord, 'PUT', path, { contact: null });
      expect(off.status).toBe(200);
      expect(off.body.caretaker).toBeNull();
      const gone = await call(caretaker, 'GET', '/api/properties/mine?as=caretaker');
      expect(gone.body.properties.map((p: ManagedProperty) => p.id)).not.toContain(property.id);
    });
  });

  describe('units', () => {
    it('are added vacant, named once per property in any letter case, and edited', async () => {
      const property = await newProperty();
      const unit = await addUnit(property.id, 'Apt 101', 45_000, 90_000);
      expect(unit).toMatchObject({ label: 'Apt 101', monthlyRent: 45_000, deposit: 90_000, tenancy: null });
      const twin = await call(landlord, 'POST', `/api/properties/${property.id}/units`, {
        label: 'APT 101',
        monthlyRent: 1,
        deposit: 0,
      });
      expect(twin.status).toBe(409);
      expect(twin.body.error.message).toBe(m.unitTaken);

      await addUnit(property.id, 'Apt 102');
      const path = `/api/properties/${property.id}/units/${unit.id}`;
      const renamed = await call(landlord, 'PATCH', path, { label: 'Apt 102', monthlyRent: 1, deposit: 0 });
      expect(renamed.status).toBe(409);
      const edited = await call(landlord, 'PATCH', path, {
        label: 'Apt 101A',
        monthlyRent: 47_500,
        deposit: 0,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.units.map((u: { label: string }) => u.label)).toEqual(['Apt 101A', 'Apt 102']);

      const elsewhere = await newProperty(landlord, 'Elsewhere');
      expect(
        (
          await call(landlord, 'PATCH', `/api/properties/${elsewhere.id}/units/${unit.id}`, {
            label: 'B',
            monthlyRent: 1,
            deposit: 0,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(landlord, 'PATCH', `/api/properties/${property.id}/units/nope`, {
            label: 'B',
            monthlyRent: 1,
            deposit: 0,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(otherLandlord, 'POST', `/api/properties/${property.id}/units`, {
            label: 'B',
            monthlyRent: 1,
            deposit: 0,
          })
        ).status,
      ).toBe(404);
    });

    it.each([
      [{ monthlyRent: 0 }, m.atLeast('Monthly rent', 1)],
      [{ monthlyRent: -5 }, m.atLeast('Monthly rent', 1)],
      [{ monthlyRent: 45_000.5 }, m.wholeShillings('Monthly rent')],
      [{ monthlyRent: 10_000_001 }, m.atMost('Monthly rent', 10_000_000)],
      [{ monthlyRent: '45000' }, m.wholeShillings('Monthly rent')],
      [{ deposit: -1 }, m.atLeast('Deposit', 0)],
      [{ label: '' }, m.required('Unit name')],
    ])('refuses %j with a clear message', async (change, message) => {
      const property = await newProperty();
      const res = await call(landlord, 'POST', `/api/properties/${property.id}/units`, {
        label: 'Apt 1',
        monthlyRent: 45_000,
        deposit: 0,
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    });
  });

  describe('a confirmed link starts a tenancy', () => {
    it('on the unit’s asking terms by default, with a paybill account, seen by tenant and landlord', async () => {
      const property = await newProperty();
      const unit = await addUnit(property.id, 'Apt 101', 45_000, 90_000);
      const { renter, linkId } = await pendingLink(property.id, tenant);
      const res = await call(landlord, 'POST', `/api/tenant-properties/${linkId}/confirm`, terms(unit.id));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('active');

      const mine = await call(renter, 'GET', '/api/tenancies');
      expect(mine.status).toBe(200);
      const [tenancy] = mine.body.tenancies as Tenancy[];
      expect(tenancy).toMatchObject({
        status: 'active',
        unit: { id: unit.id, label: 'Apt 101' },
        property: { id: property.id, name: 'Kilimani Heights' },
        monthlyRent: 45_000,
        deposit: 90_000,
        dueDay: 5,
        startDate: '2026-12-01',
        endDate: null,
        paybillAccount: `${property.id.slice(4)}APT101`,
      });
      // Confirming billed the month under way; a start in the future bills nothing yet.
      const thisMonth = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
      if ('2026-12-01' <= `${thisMonth}-31`) {
        expect(tenancy!.currentInvoice).toMatchObject({
          amount: 45_000,
          paid: 0,
          status: expect.any(String),
        });
      } else {
        expect(tenancy!.currentInvoice).toBeNull();
      }
      const managed = await call(landlord, 'GET', '/api/properties/mine?as=landlord');
      const seen = (managed.body.properties as ManagedProperty[]).find((p) => p.id === property.id)!;
      expect(seen.units[0]!.tenancy).toMatchObject({
        id: tenancy!.id,
        tenant: { phone: renter.phone },
        paybillAccount: tenancy!.paybillAccount,
      });
      // Nobody else sees it.
      expect((await call(await signedInAs(t, 'tenant'), 'GET', '/api/tenancies')).body.tenancies).toEqual([]);
    });

    it('takes agreed terms in place of the asking ones; the caretaker may confirm too', async () => {
      const property = await newProperty();
      await call(landlord, 'PUT', `/api/properties/${property.id}/caretaker`, { contact: caretaker.email });
      const unit = await addUnit(property.id, 'Shop 3', 30_000, 30_000);
      const { renter, linkId } = await pendingLink(property.id);
      const res = await call(
        caretaker,
        'POST',
        `/api/tenant-properties/${linkId}/confirm`,
        terms(unit.id, { monthlyRent: 28_000, deposit: 0, dueDay: 28, startDate: '2026-01-15' }),
      );
      expect(res.status).toBe(200);
      const [tenancy] = (await call(renter, 'GET', '/api/tenancies')).body.tenancies as Tenancy[];
      expect(tenancy).toMatchObject({ monthlyRent: 28_000, deposit: 0, dueDay: 28, startDate: '2026-01-15' });
    });

    it.each([
      [{ dueDay: 29 }, m.dueDay],
      [{ dueDay: 0 }, m.dueDay],
      [{ dueDay: 2.5 }, m.dueDay],
      [{ startDate: '2026-02-30' }, m.date('Start date')],
      [{ startDate: '1 Dec 2026' }, m.date('Start date')],
      [{ unitId: 'apt-101' }, m.unitRequired],
      [{ monthlyRent: 0 }, m.atLeast('Monthly rent', 1)],
    ])('refuses %j and leaves the link pending', async (change, message) => {
      const property = await newProperty();
      const unit = await addUnit(property.id, 'Apt 1');
      const { linkId } = await pendingLink(property.id);
      const res = await call(
        landlord,
        'POST',
        `/api/tenant-properties/${linkId}/confirm`,
        terms(unit.id, change),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
      const [link] = await t.database.db
        .select()
        .from(tenantProperties)
        .where(eq(tenantProperties.id, linkId));
      expect(link!.status).toBe('pending');
    });

    it('refuses a unit of another property (404) and an occupied unit (409), changing nothing', async () => {
      const property = await newProperty();
      const unit = await addUnit(property.id, 'Apt 7');
      const other = await newProperty(landlord, 'Other');
      const otherUnit = await addUnit(other.id, 'Apt 7');
      const first = await pendingLink(property.id);
      const wrong = await call(
        landlord,
        'POST',
        `/api/tenant-properties/${first.linkId}/confirm`,
        terms(otherUnit.id),
      );
      expect(wrong.status).toBe(404);
      expect(wrong.body.error.message).toBe(m.unitNotFound);
      expect(
        (await call(landlord, 'POST', `/api/tenant-properties/${first.linkId}/confirm`, terms(unit.id)))
          .status,
      ).toBe(200);
      const second = await pendingLink(property.id);
      const taken = await call(
        landlord,
        'POST',
        `/api/tenant-properties/${second.linkId}/confirm`,
        terms(unit.id),
      );
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatchObject({ code: 'CONFLICT', message: m.unitOccupied });
      const [link] = await t.database.db
        .select()
        .from(tenantProperties)
        .where(eq(tenantProperties.id, second.linkId));
      expect(link!.status).toBe('pending');
    });

    it('gives a unit one active tenancy when ten tenants are confirmed into it at once', async () => {
      const property = await newProperty();
      const unit = await addUnit(property.id, 'Penthouse');
      const links = await Promise.all(Array.from({ length: 10 }, () => pendingLink(property.id)));
      const answers = await Promise.all(
        links.map(({ linkId }) =>
          call(landlord, 'POST', `/api/tenant-properties/${linkId}/confirm`, terms(unit.id)),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      const rows = await t.database.db.select().from(tenancies).where(eq(tenancies.unitId, unit.id));
      expect(rows).toHaveLength(1);
    });
  });

  describe('ending a tenancy', () => {
    it('frees the unit, keeps the history, ends the link, and a new tenancy gets its own account', async () => {
      const property = await newProperty();
      await call(landlord, 'PUT', `/api/properties/${property.id}/caretaker`, { contact: caretaker.email });
      const unit = await addUnit(property.id, 'Apt 101');
      const first = await pendingLink(property.id);
      await call(landlord, 'POST', `/api/tenant-properties/${first.linkId}/confirm`, terms(unit.id));
      const [tenancy] = (await call(first.renter, 'GET', '/api/tenancies')).body.tenancies as Tenancy[];
      const path = `/api/tenancies/${tenancy!.id}/end`;

      expect((await call(otherLandlord, 'POST', path, { moveOutDate: '2027-01-31' })).status).toBe(404);
      expect((await call(first.renter, 'POST', path, { moveOutDate: '2027-01-31' })).status).toBe(403);
      const early = await call(landlord, 'POST', path, { moveOutDate: '2026-11-30' });
      expect(early.status).toBe(400);
      expect(early.body.error.message).toBe(m.moveOutBeforeStart);
      expect((await call(landlord, 'POST', path, { moveOutDate: '31/01/2027' })).status).toBe(400);

      const ended = await call(caretaker, 'POST', path, { moveOutDate: '2027-01-31' });
      expect(ended.status).toBe(200);
      expect(ended.body).toMatchObject({ status: 'ended', endDate: '2027-01-31' });
      const again = await call(landlord, 'POST', path, { moveOutDate: '2027-02-28' });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(m.tenancyEnded);
      const [link] = await t.database.db
        .select()
        .from(tenantProperties)
        .where(eq(tenantProperties.id, first.linkId));
      expect(link!.status).toBe('ended');

      const second = await pendingLink(property.id);
      expect(
        (await call(landlord, 'POST', `/api/tenant-properties/${second.linkId}/confirm`, terms(unit.id)))
          .status,
      ).toBe(200);
      const [next] = (await call(second.renter, 'GET', '/api/tenancies')).body.tenancies as Tenancy[];
      expect(next!.paybillAccount).not.toBe(tenancy!.paybillAccount);
      expect(next!.paybillAccount).toMatch(/^[A-Z0-9]{4,12}$/);
      const history = await t.database.db.select().from(tenancies).where(eq(tenancies.unitId, unit.id));
      expect(history.map((row) => row.status).sort()).toEqual(['active', 'ended']);
      expect(
        (await call(tenant, 'POST', '/api/tenancies/not-an-id/end', { moveOutDate: '2027-01-31' })).status,
      ).toBe(403);
      expect(
        (await call(landlord, 'POST', '/api/tenancies/not-an-id/end', { moveOutDate: '2027-01-31' })).status,
      ).toBe(404);
    });
  });
});
