import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingTenantLink, TenantPropertyLink } from '@common/tenancy/tenancy';
import {
  auditEvents,
  properties,
  propertyUnits,
  rateLimitEvents,
  tenantProperties,
} from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('linking a tenant to a property', () => {
  let t: TestApp;
  let landlord: TestUser;
  let otherLandlord: TestUser;
  let caretaker: TestUser;
  let tenant: TestUser;
  let neighbour: TestUser;
  /** The terms a confirmation starts the tenancy on: a unit of Kilimani Heights. */
  let confirmTerms: { unitId: string; dueDay: number; startDate: string };

  const as = (user: TestUser | undefined, init: RequestInit & { json?: unknown } = {}) => ({
    ...init,
    headers: user ? { cookie: user.cookie } : ({} as Record<string, string>),
  });
  const lookup = (user: TestUser | undefined, id: string) =>
    t.request(`/api/properties/lookup?id=${encodeURIComponent(id)}`, as(user));
  const link = (user: TestUser | undefined, propertyId: string) =>
    t.request('/api/tenant-properties', as(user, { method: 'POST', json: { propertyId } }));
  const resetLimits = () => t.database.db.delete(rateLimitEvents);

  beforeAll(async () => {
    t = await createTestApp();
    [landlord, otherLandlord, caretaker, tenant, neighbour] = await Promise.all([
      signedInAs(t, 'landlord'),
      signedInAs(t, 'landlord'),
      signedInAs(t, 'caretaker'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'tenant'),
    ]);
    await t.database.db.insert(properties).values([
      {
        id: 'ABD-7K3Q',
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        landlordId: landlord.userId,
        caretakerId: caretaker.userId,
      },
      {
        id: 'ABD-M4PX',
        name: 'Westlands Court',
        address: 'Woodvale Grove',
        city: 'Nairobi',
        state: 'Nairobi County',
        landlordId: otherLandlord.userId,
      },
    ]);
    const [unit] = await t.database.db
      .insert(propertyUnits)
      .values({ propertyId: 'ABD-7K3Q', label: 'Apt 101', monthlyRent: 45_000, deposit: 90_000 })
      .returning();
    confirmTerms = { unitId: unit!.id, dueDay: 5, startDate: '2026-12-01' };
  });
  afterAll(() => t.close());

  describe('the lookup', () => {
    it('finds a property by its ID and shows only name, address, city and county', async () => {
      const res = await lookup(tenant, 'ABD-7K3Q');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        id: 'ABD-7K3Q',
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Road',
        city: 'Nairobi',
        state: 'Nairobi County',
      });
    });

    it.each(['  abd-7k3q ', 'abd 7k3q', 'ABD7K3Q', 'abd - 7K3Q'])(
      'forgives case, spaces and the dash: %j',
      async (typed) => {
        const res = await lookup(tenant, typed);
        expect(res.status).toBe(200);
        expect((await res.json()).id).toBe('ABD-7K3Q');
      },
    );

    it.each(['ABD-ZZZZ', 'ABD-0O1I', 'nothing', "ABD-7K3Q' or 1=1 --"])(
      'answers %j not found',
      async (typed) => {
        const res = await lookup(tenant, typed);
        expect(res.status).toBe(404);
        expect((await res.json()).error.message).toBe(
          "The property ID you entered doesn't match any records",
        );
      },
    );

    it('needs a session and an ID', async () => {
      const res = await lookup(undefined, 'ABD-7K3Q');
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe('Not authenticated');
      expect((await t.request('/api/properties/lookup?id=%20', as(tenant))).status).toBe(400);
    });

    it('allows 20 lookups a minute per user, then 429 with Retry-After', async () => {
      await resetLimits();
      const user = await signedInAs(t, 'tenant');
      for (let i = 0; i < 20; i += 1) {
        expect((await lookup(user, i % 2 ? 'ABD-7K3Q' : `ABD-${'23456789ABCDEFGHJ'[i]}AAA`)).status).not.toBe(
          429,
        );
      }
      const limited = await lookup(user, 'ABD-7K3Q');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await link(user, 'ABD-7K3Q')).status).toBe(429);
      // Another user is not held back by it.
      expect((await lookup(neighbour, 'ABD-7K3Q')).status).toBe(200);
      await resetLimits();
    });
  });

  describe('the link', () => {
    let tenantLink: TenantPropertyLink;

    it('is pending until the landlord confirms', async () => {
      const res = await link(tenant, ' abd7k3q ');
      expect(res.status).toBe(201);
      tenantLink = (await res.json()) as TenantPropertyLink;
      expect(tenantLink).toMatchObject({
        status: 'pending',
        property: { id: 'ABD-7K3Q', name: 'Kilimani Heights' },
      });
      const mine = await (await t.request('/api/tenant-properties', as(tenant))).json();
      expect(mine.links).toEqual([tenantLink]);
    });

    it('answers 409 Already linked for the same property again', async () => {
      const res = await link(tenant, 'ABD-7K3Q');
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({
        message: 'You are already linked to this property',
        reason: 'ALREADY_LINKED',
      });
    });

    it("refuses the property's own landlord or caretaker as its tenant (409)", async () => {
      for (const manager of [landlord, caretaker]) {
        await resetLimits();
        const res = await link(manager, 'ABD-7K3Q');
        expect(res.status).toBe(409);
        const { error } = await res.json();
        expect(error).toMatchObject({
          code: 'CONFLICT',
          reason: 'OWN_PROPERTY',
          message: 'You manage this property, so you cannot be linked to it as its tenant.',
        });
      }
      // Another landlord's property is fine: a landlord may rent a home too.
      await resetLimits();
      const allowed = await link(landlord, 'ABD-M4PX');
      expect(allowed.status).toBe(201);
      await t.database.db.delete(tenantProperties).where(eq(tenantProperties.id, (await allowed.json()).id));
      await resetLimits();
    });

    it('cannot confirm a link whose tenant manages the property, but may decline it', async () => {
      const [stale] = await t.database.db
        .insert(tenantProperties)
        .values({ tenantId: caretaker.userId, propertyId: 'ABD-7K3Q', status: 'pending' })
        .returning();
      const confirm = await t.request(
        `/api/tenant-properties/${stale!.id}/confirm`,
        as(landlord, { method: 'POST', json: confirmTerms }),
      );
      expect(confirm.status).toBe(409);
      expect((await confirm.json()).error.reason).toBe('OWN_PROPERTY');
      const decline = await t.request(
        `/api/tenant-properties/${stale!.id}/decline`,
        as(landlord, { method: 'POST' }),
      );
      expect(decline.status).toBe(200);
    });

    it('answers 404 for an unknown property and 401 without a session', async () => {
      const res = await link(tenant, 'ABD-ZZZZ');
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe("The property ID you entered doesn't match any records");
      expect((await link(undefined, 'ABD-7K3Q')).status).toBe(401);
    });

    it('keeps another tenant’s pending link to the same property apart', async () => {
      const res = await link(neighbour, 'ABD-7K3Q');
      expect(res.status).toBe(201);
      const neighbourLinks = (await (await t.request('/api/tenant-properties', as(neighbour))).json()).links;
      expect(neighbourLinks).toHaveLength(1);
      expect(neighbourLinks[0].id).not.toBe(tenantLink.id);
      const mine = (await (await t.request('/api/tenant-properties', as(tenant))).json()).links;
      expect(mine.map((entry: TenantPropertyLink) => entry.id)).toEqual([tenantLink.id]);
      // A tenant can neither answer a link nor see the landlord's list.
      expect(
        (
          await t.request(
            `/api/tenant-properties/${tenantLink.id}/confirm`,
            as(neighbour, { method: 'POST', json: confirmTerms }),
          )
        ).status,
      ).toBe(403);
      expect((await t.request('/api/tenant-properties/pending', as(neighbour))).status).toBe(403);
    });

    it('lists pending links to the landlord and the caretaker, and to no other landlord', async () => {
      const pending = (await (await t.request('/api/tenant-properties/pending', as(landlord))).json())
        .links as PendingTenantLink[];
      expect(pending.map((entry) => entry.id)).toContain(tenantLink.id);
      expect(pending.find((entry) => entry.id === tenantLink.id)!.tenant).toEqual({
        name: 'Amina Njeri',
        email: tenant.email,
      });
      const caretakers = (await (await t.request('/api/tenant-properties/pending', as(caretaker))).json())
        .links;
      expect(caretakers).toHaveLength(2);
      const others = (await (await t.request('/api/tenant-properties/pending', as(otherLandlord))).json())
        .links;
      expect(others).toEqual([]);
      const res = await t.request(
        `/api/tenant-properties/${tenantLink.id}/confirm`,
        as(otherLandlord, { method: 'POST', json: confirmTerms }),
      );
      expect(res.status).toBe(404);
    });

    it('becomes active when the landlord confirms, audited', async () => {
      const res = await t.request(
        `/api/tenant-properties/${tenantLink.id}/confirm`,
        as(landlord, { method: 'POST', json: confirmTerms }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'active' });
      const mine = (await (await t.request('/api/tenant-properties', as(tenant))).json()).links;
      expect(mine[0]).toMatchObject({ id: tenantLink.id, status: 'active' });
      const again = await t.request(
        `/api/tenant-properties/${tenantLink.id}/decline`,
        as(landlord, { method: 'POST' }),
      );
      expect(again.status).toBe(409);
      const audit = await t.database.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.subjectId, tenantLink.id), eq(auditEvents.action, 'tenant_property.confirmed')),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorUserId).toBe(landlord.userId);
    });

    it('ends when the caretaker declines, and may then be asked for again', async () => {
      const pending = (await (await t.request('/api/tenant-properties/pending', as(caretaker))).json()).links;
      const neighbourLink = pending[0] as PendingTenantLink;
      const res = await t.request(
        `/api/tenant-properties/${neighbourLink.id}/decline`,
        as(caretaker, { method: 'POST' }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ended' });
      const relink = await link(neighbour, 'ABD-7K3Q');
      expect(relink.status).toBe(201);
      expect(await relink.json()).toMatchObject({ id: neighbourLink.id, status: 'pending' });
    });
  });
});
