import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  listings,
  locationsTable,
  properties,
  tenantProperties,
} from '../../db/schema/index';
import { everyone, signedInAsEveryone, type TestUser, type Who } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/dashboards/overview', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  const get = (path: string, user?: TestUser) =>
    t.request(`/api/dashboards/${path}`, { headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  it('needs a session (401)', async () => {
    const res = await get('overview');
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it.each(everyone.map((who) => [who, who === 'superadmin' ? 200 : 403] as const))(
    '%s gets %i',
    async (who, status) => {
      const res = await get('overview', users[who]);
      expect(res.status).toBe(status);
      if (status === 403) expect((await res.json()).error.code).toBe('FORBIDDEN');
      expect(res.headers.get('cache-control')).toContain('no-store');
    },
  );

  it.each(['tenant', 'landlord', 'provider', 'caretaker'])(
    'has no %s dashboard endpoint: role dashboards are composed from feature cards (404)',
    async (dashboard) => {
      expect((await get(dashboard, users.superadmin)).status).toBe(404);
    },
  );

  it('counts live listings, confirmed tenancies, accounts and messages from the features that own them', async () => {
    const db = t.database.db;
    const landlord = users.landlord;
    await db.insert(properties).values({
      id: 'ABD-2AAA',
      name: 'Kilimani Heights',
      address: 'Argwings Kodhek Rd',
      city: 'Nairobi',
      state: 'Nairobi',
      landlordId: landlord.userId,
    });
    await db.insert(tenantProperties).values([
      { tenantId: users.tenant.userId, propertyId: 'ABD-2AAA', status: 'active' },
      { tenantId: users['no role'].userId, propertyId: 'ABD-2AAA', status: 'pending' },
    ]);
    const [location] = await db
      .insert(locationsTable)
      .values({ name: 'Kilimani', city: 'Nairobi', tier: 'upper', latitude: -1.29, longitude: 36.78 })
      .returning();
    const listing = (status: NonNullable<(typeof listings.$inferInsert)['status']>) => ({
      name: `Listing ${status}`,
      description: 'Two bedrooms',
      intent: 'rent' as const,
      propertyType: 'apartment' as const,
      bedrooms: 2,
      bathrooms: 1,
      sqft: 900,
      price: 45_000,
      locationId: location!.id,
      rating: 4.2,
      hostUserId: landlord.userId,
      hostName: 'Host',
      hostKind: 'owner' as const,
      status,
    });
    await db.insert(listings).values([listing('live'), listing('live'), listing('let'), listing('draft')]);

    const body = await (await get('overview', users.superadmin)).json();
    expect(body).toMatchObject({ listings: 2, rentals: 1, accounts: everyone.length, contactMessages: 0 });
  });

  it('lists the latest messages, accounts and tenant links as recent activity, newest first', async () => {
    await t.database.db.insert(contactMessages).values({
      name: 'Writer from the future',
      email: 'writer@example.co.ke',
      interest: 'general',
      message: 'Hello',
      createdAt: new Date('2099-01-01T00:00:00Z'),
    });
    const body = await (await get('overview', users.superadmin)).json();
    expect(body.contactMessages).toBe(1);
    expect(body.recentActivity).toHaveLength(8);
    expect(body.recentActivity[0]).toEqual({
      id: expect.stringMatching(/^contact-message:/),
      kind: 'contact-message',
      title: 'Writer from the future',
      detail: null,
      at: '2099-01-01T00:00:00.000Z',
    });
    const kinds = new Set(body.recentActivity.map((item: { kind: string }) => item.kind));
    expect(kinds).toEqual(new Set(['contact-message', 'account', 'tenant-link']));
    const link = body.recentActivity.find((item: { kind: string }) => item.kind === 'tenant-link');
    expect(link).toMatchObject({ detail: 'Kilimani Heights' });
    const dates = body.recentActivity.map((item: { at: string }) => item.at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
