import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users as usersTable } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { everyone, signedInAsEveryone, type TestUser, type Who } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/audit-events', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  const get = (query: string, user?: TestUser) =>
    t.request(`/api/audit-events${query}`, { headers: user ? { cookie: user.cookie } : {} });
  const page = async (query: string) => {
    const res = await get(query, users.superadmin);
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  it('needs a session (401)', async () => {
    expect((await get('')).status).toBe(401);
  });

  it.each(everyone.map((who) => [who, who === 'superadmin' ? 200 : 403] as const))(
    '%s gets %i',
    async (who, status) => {
      const res = await get('', users[who]);
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toContain('no-store');
    },
  );

  it.each([
    ['?limit=0', 'limit must be a number from 1 to 100'],
    ['?limit=101', 'limit must be a number from 1 to 100'],
    ['?limit=ten', 'limit must be a number from 1 to 100'],
    ['?before=-4', 'before must be an event number'],
    ['?before=1.5', 'before must be an event number'],
  ])('refuses %s with a message naming the problem (400)', async (query, message) => {
    const res = await get(query, users.superadmin);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.error)).toContain(message);
  });

  it('pages through the trail newest first, naming who acted, without the details', async () => {
    const db = t.database.db;
    await recordAuditEvent(db, {
      actorUserId: users.landlord.userId,
      action: 'tenant_property.confirmed',
      subjectType: 'tenant_property',
      subjectId: 'link-1',
      details: { reason: 'private' },
    });
    await recordAuditEvent(db, {
      actorUserId: null,
      action: 'kyc_document.viewed',
      subjectType: 'kyc_document',
      subjectId: 'doc-1',
    });
    await recordAuditEvent(db, {
      actorUserId: '00000000-0000-4000-8000-000000000000',
      action: 'kyc_document.deleted',
      subjectType: 'kyc_document',
      subjectId: 'doc-2',
    });

    const first = await page('?limit=2');
    expect(first.entries.map((e: { subjectId: string }) => e.subjectId)).toEqual(['doc-2', 'doc-1']);
    expect(first.entries[0].actor).toEqual({ id: '00000000-0000-4000-8000-000000000000', name: null });
    expect(first.entries[1].actor).toBeNull();
    expect(first.nextBefore).toBe(first.entries[1].id);

    const [landlordRow] = await db.select().from(usersTable).where(eq(usersTable.id, users.landlord.userId));
    const landlordName = landlordRow!.name;
    const second = await page(`?limit=2&before=${first.nextBefore}`);
    expect(second.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { id: users.landlord.userId, name: landlordName },
      action: 'tenant_property.confirmed',
      subjectType: 'tenant_property',
      subjectId: 'link-1',
    });
    expect(second.entries[0].id).toBeLessThan(first.nextBefore);
    expect(JSON.stringify(second)).not.toContain('private');
  });

  it('answers null for the next page on the last one', async () => {
    const all = await page('?limit=100');
    expect(all.entries.length).toBeLessThan(100);
    expect(all.nextBefore).toBeNull();
    const ids = all.entries.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});
