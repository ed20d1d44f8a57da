import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@common/auth/roles';
import {
  contactMessages,
  listings,
  locationsTable,
  properties,
  tenantProperties,
  viewingRequests,
} from '../../db/schema/index';
import { grantRole, revokeRole, signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const dashboards = ['tenant', 'landlord', 'provider', 'caretaker', 'overview'] as const;
type Dashboard = (typeof dashboards)[number];
type Who = Role | 'no role';

/** Who may open which dashboard: each role its own; no role at all counts as a tenant. */
const opens: Record<Who, Dashboard> = {
  'no role': 'tenant',
  tenant: 'tenant',
  landlord: 'landlord',
  service_provider: 'provider',
  caretaker: 'caretaker',
  superadmin: 'overview',
};
const everyone = Object.keys(opens) as Who[];

describe('GET /api/dashboards/*', () => {
  let t: TestApp;
  const users = {} as Record<Who, TestUser>;
  const get = (path: string, user?: TestUser) =>
    t.request(`/api/dashboards/${path}`, { headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of everyone) {
      users[who] = await signedInAs(t, who === 'no role' ? 'tenant' : who);
    }
    await revokeRole(t, users['no role'].userId, 'tenant');
  });
  afterAll(() => t.close());

  it.each(dashboards)('%s needs a session (401)', async (dashboard) => {
    const res = await get(dashboard);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  const matrix = everyone.flatMap((who) =>
    dashboards.map((dashboard) => [who, dashboard, opens[who] === dashboard ? 200 : 403] as const),
  );

  it.each(matrix)('%s opening %s gets %i', async (who, dashboard, status) => {
    const res = await get(dashboard, users[who]);
    expect(res.status).toBe(status);
    if (status === 403) expect((await res.json()).error.code).toBe('FORBIDDEN');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses an account whose phone is not verified yet (403, phone_not_verified)', async () => {
    const user = await signedInAs(t, 'tenant');
    const patched = await t.request('/api/me', {
      method: 'PATCH',
      json: { phone: '0799 123 456' },
      headers: { cookie: user.cookie },
    });
    expect(patched.status).toBe(200);
    const res = await get('tenant', user);
    expect(res.status).toBe(403);
    expect((await res.json()).error.reason).toBe('phone_not_verified');
  });

  it('lets a user with several roles open each of their dashboards', async () => {
    const user = await signedInAs(t, 'landlord');
    await grantRole(t, user.userId, 'tenant');
    expect((await get('tenant', user)).status).toBe(200);
    expect((await get('landlord', user)).status).toBe(200);
    expect((await get('provider', user)).status).toBe(403);
  });
});

describe('dashboard counts', () => {
  let t: TestApp;
  let landlord: TestUser;
  let otherLandlord: TestUser;
  let caretaker: TestUser;
  let tenantA: TestUser;
  let tenantB: TestUser;
  let admin: TestUser;
  const json = async (path: string, user: TestUser) =>
    (await t.request(`/api/dashboards/${path}`, { headers: { cookie: user.cookie } })).json();

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    otherLandlord = await signedInAs(t, 'landlord');
    caretaker = await signedInAs(t, 'caretaker');
    tenantA = await signedInAs(t, 'tenant', { first_name: 'Wanjiku', last_name: 'Kamau' });
    tenantB = await signedInAs(t, 'tenant', { first_name: 'Otieno', last_name: 'Ouma' });
    admin = await signedInAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  it('answers empty states (and KES 0, no occupancy) for users with nothing yet', async () => {
    expect(await json('tenant', tenantA)).toEqual({
      apartments: [],
      wallet: { balance: { currency: 'KES', amount: 0 }, transactions: [] },
      rent: [],
      bills: [],
      payments: [],
    });
    expect(await json('landlord', landlord)).toEqual({
      listed: 0,
      properties: 0,
      occupied: 0,
      tenants: 0,
      revenue: { currency: 'KES', amount: 0 },
      occupancyRate: null,
      viewingRequests: 0,
      applications: [],
    });
    expect(await json('caretaker', caretaker)).toEqual({
      managedProperties: 0,
      tenants: 0,
      maintenanceRequests: [],
      tenantsToConfirm: [],
      notifications: [],
    });
    const provider = await signedInAs(t, 'service_provider');
    expect(await json('provider', provider)).toEqual({
      services: [],
      requests: [],
      schedule: [],
      jobHistory: [],
      ratings: { count: 0, average: null },
    });
  });

  it("counts each user's own properties, tenants, listings and applications", async () => {
    const db = t.database.db;
    await db.insert(properties).values([
      {
        id: 'ABD-2AAA',
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Rd',
        city: 'Nairobi',
        state: 'Nairobi',
        landlordId: landlord.userId,
        caretakerId: caretaker.userId,
      },
      {
        id: 'ABD-2BBB',
        name: 'Ruaka Gardens',
        address: 'Limuru Rd',
        city: 'Ruaka',
        state: 'Kiambu',
        landlordId: landlord.userId,
      },
      {
        id: 'ABD-2CCC',
        name: 'Someone Else Court',
        address: 'Ngong Rd',
        city: 'Nairobi',
        state: 'Nairobi',
        landlordId: otherLandlord.userId,
      },
    ]);
    const t0 = Date.parse('2026-11-01T08:00:00Z');
    await db.insert(tenantProperties).values([
      { tenantId: tenantA.userId, propertyId: 'ABD-2AAA', status: 'active', createdAt: new Date(t0) },
      { tenantId: tenantB.userId, propertyId: 'ABD-2AAA', status: 'active', createdAt: new Date(t0 + 1000) },
      { tenantId: tenantB.userId, propertyId: 'ABD-2BBB', status: 'pending', createdAt: new Date(t0 + 2000) },
      { tenantId: tenantA.userId, propertyId: 'ABD-2CCC', status: 'ended', createdAt: new Date(t0 + 3000) },
    ]);
    const [location] = await db
      .insert(locationsTable)
      .values({ name: 'Kilimani', city: 'Nairobi', tier: 'upper', latitude: -1.29, longitude: 36.78 })
      .returning();
    const listing = (
      status: NonNullable<(typeof listings.$inferInsert)['status']>,
      hostUserId: string | null,
    ): typeof listings.$inferInsert => ({
      name: `Listing ${status}`,
      description: 'Two bedrooms',
      intent: 'rent',
      propertyType: 'apartment',
      bedrooms: 2,
      bathrooms: 1,
      sqft: 900,
      price: 45_000,
      locationId: location!.id,
      rating: 4.2,
      hostUserId,
      hostName: 'Host',
      hostKind: 'owner',
      status,
    });
    const [live] = await db
      .insert(listings)
      .values([
        listing('live', landlord.userId),
        listing('let', landlord.userId),
        listing('draft', landlord.userId),
        listing('live', otherLandlord.userId),
        listing('live', null),
      ])
      .returning({ id: listings.id });
    await db.insert(viewingRequests).values({
      listingId: live!.id,
      requesterUserId: tenantA.userId,
      hostUserId: landlord.userId,
      scheduledAt: new Date(t0 + 86_400_000),
    });

    expect(await json('landlord', landlord)).toEqual({
      listed: 2,
      properties: 2,
      occupied: 1,
      tenants: 2,
      revenue: { currency: 'KES', amount: 0 },
      occupancyRate: 50,
      viewingRequests: 1,
      applications: [
        {
          id: expect.any(String),
          tenantName: 'Otieno Ouma',
          propertyId: 'ABD-2BBB',
          propertyName: 'Ruaka Gardens',
          submittedAt: new Date(t0 + 2000).toISOString(),
        },
      ],
    });
    expect(await json('landlord', otherLandlord)).toMatchObject({
      listed: 1,
      properties: 1,
      occupied: 0,
      tenants: 0,
      occupancyRate: 0,
      applications: [],
    });
    expect(await json('caretaker', caretaker)).toMatchObject({
      managedProperties: 1,
      tenants: 2,
      tenantsToConfirm: [],
    });
    expect((await json('tenant', tenantB)).apartments).toEqual([
      { id: 'ABD-2BBB', name: 'Ruaka Gardens', status: 'pending' },
      { id: 'ABD-2AAA', name: 'Kilimani Heights', status: 'active' },
    ]);
    // An ended link is no apartment.
    expect((await json('tenant', tenantA)).apartments).toEqual([
      { id: 'ABD-2AAA', name: 'Kilimani Heights', status: 'active' },
    ]);

    const overview = await json('overview', admin);
    expect(overview).toMatchObject({ listings: 3, rentals: 2, contactMessages: 0 });
    expect(overview.accounts).toBeGreaterThanOrEqual(6);
  });

  it('lists the latest messages, accounts and tenant links as recent activity for the superadmin', async () => {
    await t.database.db.insert(contactMessages).values({
      name: 'Writer from the future',
      email: 'writer@example.co.ke',
      interest: 'general',
      message: 'Hello',
      createdAt: new Date('2099-01-01T00:00:00Z'),
    });
    const body = await json('overview', admin);
    expect(body.contactMessages).toBe(1);
    expect(body.recentActivity.length).toBeLessThanOrEqual(8);
    expect(body.recentActivity[0]).toEqual({
      id: expect.stringMatching(/^contact-message:/),
      kind: 'contact-message',
      title: 'Writer from the future',
      detail: null,
      at: '2099-01-01T00:00:00.000Z',
    });
    const kinds = new Set(body.recentActivity.map((item: { kind: string }) => item.kind));
    expect(kinds.has('account')).toBe(true);
    const dates = body.recentActivity.map((item: { at: string }) => item.at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
