import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyActivity } from '@common/dashboards/overview-dashboard';
import { contactMessages, notifications, properties, tenantProperties } from '../../db/schema/index';
import { everyone, signedInAsEveryone, type TestUser, type Who } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/dashboards/overview: the superadmin’s figures', () => {
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

  it('counts accounts and contact messages from the features that own them', async () => {
    await t.database.db.insert(contactMessages).values({
      name: 'Writer',
      email: 'writer@example.co.ke',
      interest: 'general',
      message: 'Hello',
    });
    const body = await (await get('overview', users.superadmin)).json();
    expect(body).toEqual({ accounts: everyone.length, contactMessages: 1 });
  });
});

describe('GET /api/dashboards/activity: the signed-in user’s own recent events', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  const get = (user?: TestUser) =>
    t.request('/api/dashboards/activity', { headers: user ? { cookie: user.cookie } : {} });
  const activityOf = async (user: TestUser) => {
    const res = await get(user);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    return (await res.json()) as MyActivity;
  };

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
    const db = t.database.db;
    await db.insert(properties).values({
      id: 'ABD-2AAB',
      name: 'Kilimani Heights',
      address: 'Argwings Kodhek Rd',
      city: 'Nairobi',
      state: 'Nairobi',
      landlordId: users.landlord.userId,
      caretakerId: users.caretaker.userId,
    });
    await db.insert(tenantProperties).values([
      {
        tenantId: users.tenant.userId,
        propertyId: 'ABD-2AAB',
        status: 'active',
        createdAt: new Date('2026-10-01T08:00:00Z'),
      },
      {
        tenantId: users['no role'].userId,
        propertyId: 'ABD-2AAB',
        status: 'pending',
        createdAt: new Date('2026-10-03T08:00:00Z'),
      },
      // Turned down: not news any more.
      {
        tenantId: users.service_provider.userId,
        propertyId: 'ABD-2AAB',
        status: 'ended',
        createdAt: new Date('2026-10-04T08:00:00Z'),
      },
    ]);
    await db.insert(notifications).values([
      {
        userId: users.landlord.userId,
        kind: 'rent.paid',
        title: 'Rent received',
        body: 'Tenant paid KES 45,000 for Apt 101',
        link: '/dashboard/landlord',
        createdAt: new Date('2026-10-02T08:00:00Z'),
      },
      {
        userId: users.landlord.userId,
        kind: 'maintenance',
        title: 'Repair scheduled',
        body: 'Leaking tap in Apt 101',
        createdAt: new Date('2026-10-05T08:00:00Z'),
      },
      {
        userId: users.tenant.userId,
        kind: 'rent.reminder',
        title: 'Rent due',
        body: 'KES 45,000 due on 5 October',
        createdAt: new Date('2026-10-04T08:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  it('needs a session (401); every signed-in role may read their own (200)', async () => {
    expect((await get()).status).toBe(401);
    for (const who of everyone) expect((await get(users[who])).status).toBe(200);
  });

  it('merges the landlord’s notifications with tenants’ links to their properties, newest first', async () => {
    const { items } = await activityOf(users.landlord);
    expect(items.map((item) => [item.kind, item.title, item.detail, item.link, item.at])).toEqual([
      ['maintenance', 'Repair scheduled', 'Leaking tap in Apt 101', null, '2026-10-05T08:00:00.000Z'],
      ['tenant-link', users['no role'].me.fullName, 'Kilimani Heights', null, '2026-10-03T08:00:00.000Z'],
      [
        'rent.paid',
        'Rent received',
        'Tenant paid KES 45,000 for Apt 101',
        '/dashboard/landlord',
        '2026-10-02T08:00:00.000Z',
      ],
      ['tenant-link', users.tenant.me.fullName, 'Kilimani Heights', null, '2026-10-01T08:00:00.000Z'],
    ]);
  });

  it('shows the caretaker the links to the property they look after, and each user only their own', async () => {
    const caretaker = await activityOf(users.caretaker);
    expect(caretaker.items.map((item) => item.kind)).toEqual(['tenant-link', 'tenant-link']);
    const tenant = await activityOf(users.tenant);
    expect(tenant.items.map((item) => [item.kind, item.title])).toEqual([['rent.reminder', 'Rent due']]);
    expect((await activityOf(users.superadmin)).items).toEqual([]);
  });

  it('keeps the newest eight', async () => {
    await t.database.db.insert(notifications).values(
      Array.from({ length: 10 }, (_, i) => ({
        userId: users.superadmin.userId,
        kind: 'kyc',
        title: `KYC ${i}`,
        body: 'A document to review',
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      })),
    );
    const { items } = await activityOf(users.superadmin);
    expect(items.map((item) => item.title)).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((i) => `KYC ${i}`));
  });
});
