import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, profiles } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the audit log: filters, and nothing changes it', () => {
  let t: TestApp;
  let staff: TestUser;
  let wanjiru: TestUser;
  let wanjiruPhone: string;
  const get = async (query: string) => {
    const res = await t.request(`/api/audit-events${query}`, { headers: { cookie: staff.cookie } });
    expect(res.status, query).toBe(200);
    return (await res.json()) as {
      entries: Array<{ subjectId: string; action: string }>;
      nextBefore: number | null;
    };
  };
  const ids = async (query: string) => (await get(query)).entries.map((entry) => entry.subjectId);
  const at = async (subjectId: string, iso: string) =>
    // The trail refuses UPDATE, so an event of another day is written with its own time.
    t.database.db.insert(auditEvents).values({
      actorUserId: wanjiru.userId,
      action: 'contact_message.handled',
      subjectType: 'contact_message',
      subjectId,
      createdAt: new Date(iso),
    });

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAs(t, 'superadmin');
    wanjiru = await signedInAs(t, 'landlord', { first_name: 'Wanjiru', last_name: 'Kamau' });
    wanjiruPhone = (await t.database.db.select().from(profiles).where(eq(profiles.id, wanjiru.userId)))[0]!
      .phone!;
    const db = t.database.db;
    await recordAuditEvent(db, {
      actorUserId: wanjiru.userId,
      action: 'property.created',
      subjectType: 'property',
      subjectId: 'prop-1',
    });
    await recordAuditEvent(db, {
      actorUserId: staff.userId,
      action: 'contact_message.replied',
      subjectType: 'contact_message',
      subjectId: 'msg-1',
    });
    await recordAuditEvent(db, {
      actorUserId: null,
      action: 'contact_message.replied',
      subjectType: 'contact_message',
      subjectId: 'msg-2',
    });
    // 26 Nov 23:30 Nairobi is 20:30 UTC; 27 Nov 00:30 Nairobi is 26 Nov 21:30 UTC.
    await at('late-26th', '2025-11-26T20:30:00Z');
    await at('early-27th', '2025-11-26T21:30:00Z');
    await at('on-28th', '2025-11-28T09:00:00Z');
  });
  afterAll(() => t.close());

  it('finds what an actor did by name, email, phone or id', async () => {
    const hers = ['on-28th', 'early-27th', 'late-26th', 'prop-1'];
    expect(await ids('?actor=wanjiru')).toEqual(hers);
    expect(await ids('?actor=KAMAU')).toEqual(hers);
    expect(await ids(`?actor=${encodeURIComponent(wanjiru.email.toUpperCase())}`)).toEqual(hers);
    expect(await ids(`?actor=${encodeURIComponent(`0${wanjiruPhone.slice(4)}`)}`)).toEqual(hers);
    expect(await ids(`?actor=${wanjiru.userId}`)).toEqual(hers);
    expect(await ids('?actor=%25')).toEqual([]);
    expect(await ids('?actor=nobody-by-this-name')).toEqual([]);
  });

  it('finds a record’s events by subject type and id, and by action', async () => {
    expect(await ids('?subjectType=contact_message&subjectId=msg-1')).toEqual(['msg-1']);
    expect(await ids('?subjectType=property')).toEqual(['prop-1']);
    expect(await ids('?action=contact_message.replied')).toEqual(['msg-2', 'msg-1']);
    expect(await ids('?action=contact_message.replied&actor=' + staff.userId)).toEqual(['msg-1']);
  });

  it('takes from and to as Nairobi dates, both days included', async () => {
    expect(await ids('?from=2025-11-27&to=2025-11-27&actor=wanjiru')).toEqual(['early-27th']);
    expect(await ids('?to=2025-11-26&actor=wanjiru')).toEqual(['late-26th']);
    expect(await ids('?from=2025-11-28&to=2025-11-28')).toEqual(['on-28th']);
  });

  it('pages within a filter', async () => {
    const first = await get('?actor=wanjiru&limit=2');
    expect(first.entries.map((e) => e.subjectId)).toEqual(['on-28th', 'early-27th']);
    const second = await get(`?actor=wanjiru&limit=2&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.subjectId)).toEqual(['late-26th', 'prop-1']);
    expect(second.nextBefore).toBeNull();
  });

  it.each([
    ['?from=27-11-2026', 'from', 'from must be a date like 2026-11-27'],
    ['?to=2026-13-45', 'to', 'to must be a date like 2026-11-27'],
    ['?from=2026-11-28&to=2026-11-27', 'to', 'to must be on or after from'],
    ['?subjectType=DROP%20TABLE', 'subjectType', 'subjectType must be a record type like contact_message'],
    [`?actor=${'x'.repeat(101)}`, 'actor', 'actor must be at most 100 characters'],
    [`?action=${'x'.repeat(61)}`, 'action', 'action must be at most 60 characters'],
  ])('refuses %s (400 naming the field)', async (query, field, message) => {
    const res = await t.request(`/api/audit-events${query}`, { headers: { cookie: staff.cookie } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields[field]).toBe(message);
  });

  it('treats empty boxes as no filter', async () => {
    expect((await ids('?actor=&subjectType=&subjectId=&action=&from=&to=')).length).toBe(6);
  });

  it('has no route that changes an event, for anyone (404), and the events stay as they were', async () => {
    const [event] = await t.database.db.select().from(auditEvents).limit(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/audit-events', `/api/audit-events/${event!.id}`]) {
        const res = await t.request(path, {
          method,
          json: { action: 'x' },
          headers: { cookie: staff.cookie },
        });
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
    expect((await get('?limit=100')).entries).toHaveLength(6);
  });
});
