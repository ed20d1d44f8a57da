import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeTexts } from '@common/notices/notice-texts';
import type { MyNoticeList, SentNotice, SentNoticeList } from '@common/notices/notice-contracts';
import type { ManagedProperty } from '@common/tenancy/rent-terms';
import type { Tenancy } from '@common/tenancy/rent-terms';
import { jobs, notificationPreferences, notifications, smsOutbox, users } from '../../db/schema/index';
import { capturedJobs } from '../../testing/captured-jobs';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { noticeJobs } from './notice-jobs';
import { registerNoticeJobs } from './register-notice-jobs';

describe('/api/notices', () => {
  let t: TestApp;
  let landlord: TestUser;
  let caretaker: TestUser;
  let property: ManagedProperty;
  const tenants: TestUser[] = [];
  const unitIds: string[] = [];

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/notices${path}`, {
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
  const notice = (extra: Record<string, unknown> = {}) => ({
    propertyId: property.id,
    template: 'water_interruption',
    title: 'Water interruption',
    message: 'Water will be off on Monday from 9:00 to 13:00 for tank cleaning.',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    caretaker = await signedInAs(t, 'caretaker');
    property = (await ok(landlord, 'POST', '/api/properties', {
      name: 'Ngong Court',
      address: 'Ngong Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      location: 'Kilimani',
    })) as ManagedProperty;
    for (const label of ['A1', 'A2', 'A3']) {
      const updated = (await ok(landlord, 'POST', `/api/properties/${property.id}/units`, {
        label,
        monthlyRent: 20_000,
        deposit: 0,
      })) as ManagedProperty;
      unitIds.push(updated.units.find((unit) => unit.label === label)!.id);
    }
    // Two tenants rent A1 and A2; A3 is vacant.
    for (const unitId of unitIds.slice(0, 2)) {
      const tenant = await signedInAs(t, 'tenant');
      const link = await ok(tenant, 'POST', '/api/tenant-properties', { propertyId: property.id });
      await ok(landlord, 'POST', `/api/tenant-properties/${link.id}/confirm`, {
        unitId,
        dueDay: 5,
        startDate: '2026-06-01',
      });
      expect(
        ((await ok(tenant, 'GET', '/api/tenancies')) as { tenancies: Tenancy[] }).tenancies,
      ).toHaveLength(1);
      tenants.push(tenant);
    }
    await ok(landlord, 'PUT', `/api/properties/${property.id}/caretaker`, { contact: caretaker.email });
  });
  afterAll(() => t.close());

  it('refuses the signed out (401), roles without the permission (403) and bad input (400)', async () => {
    expect((await call(null, 'POST', '', notice())).status).toBe(401);
    expect((await call(null, 'GET', '/mine')).status).toBe(401);
    for (const role of ['tenant', 'service_provider', 'superadmin'] as const) {
      const user = await signedInAs(t, role);
      expect((await call(user, 'POST', '', notice())).status, role).toBe(403);
      expect((await call(user, 'GET', '/sent')).status, role).toBe(403);
    }
    for (const bad of [
      notice({ title: '' }),
      notice({ message: 'short' }),
      notice({ template: 'eviction' }),
      notice({ unitIds: [] }),
      notice({ unitIds: ['nope'] }),
      notice({ propertyId: 'nope' }),
    ]) {
      expect((await call(landlord, 'POST', '', bad)).status).toBe(400);
    }
  });

  it("is 404 for another landlord's property and 409 when no tenant would receive it", async () => {
    const stranger = await signedInAs(t, 'landlord');
    expect((await call(stranger, 'POST', '', notice())).status).toBe(404);
    expect((await call(stranger, 'GET', '/sent')).body).toEqual({ notices: [] });
    const vacant = await call(landlord, 'POST', '', notice({ unitIds: [unitIds[2]] }));
    expect(vacant.status).toBe(409);
    expect(vacant.body.error).toMatchObject({ reason: 'NO_RECIPIENTS', message: noticeTexts.noTenants });
  });

  it('delivers to every tenant in the app, texts each once, and shows the landlord who read it', async () => {
    const sent = await call(landlord, 'POST', '', notice());
    expect(sent.status).toBe(201);
    const body = sent.body as SentNotice;
    expect(body.recipients.map((r) => [r.unitLabel, r.readAt, r.sms])).toEqual([
      ['A1', null, 'queued'],
      ['A2', null, 'queued'],
    ]);

    // In the app: the tenant's notification centre and the dashboard's notices.
    for (const tenant of tenants) {
      const rows = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, tenant.userId));
      expect(rows.filter((row) => row.kind === 'notice').map((row) => row.title)).toEqual([
        'Notice: Water interruption',
      ]);
      expect(rows.filter((row) => row.kind === 'notice').map((row) => row.titleSw)).toEqual([
        'Tangazo: Water interruption',
      ]);
      const mine = (await call(tenant, 'GET', '/mine')).body as MyNoticeList;
      expect(mine.unread).toBe(1);
      expect(mine.notices[0]).toMatchObject({ id: body.id, propertyName: 'Ngong Court', readAt: null });
    }

    // By SMS, through the job runner: one job per recipient, and running the jobs twice texts once.
    const queued = await t.database.db.select().from(jobs).where(like(jobs.singletonKey, 'sms:notice:%'));
    expect(queued).toHaveLength(2);
    const captured = capturedJobs();
    registerNoticeJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
    });
    expect(await captured.runQueued(t.database.db, noticeJobs.noticeSms)).toBe(2);
    for (const job of queued) await captured.run(noticeJobs.noticeSms, job.payload);
    for (const tenant of tenants) {
      const texts = (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, tenant.phone)))
        .map((message) => message.text)
        .filter((text) => text.startsWith('ABODE notice'));
      expect(texts).toEqual([
        'ABODE notice from Ngong Court: Water interruption. Water will be off on Monday from 9:00 to 13:00 for tank cleaning.',
      ]);
    }

    // The first tenant opens it: their read receipt; opening again keeps the first time.
    const opened = await call(tenants[0]!, 'POST', `/${body.id}/read`);
    expect(opened.status).toBe(200);
    expect(opened.body.readAt).not.toBeNull();
    const again = await call(tenants[0]!, 'POST', `/${body.id}/read`);
    expect(again.body.readAt).toBe(opened.body.readAt);
    expect(((await call(tenants[0]!, 'GET', '/mine')).body as MyNoticeList).unread).toBe(0);

    // Someone else's notice is 404, read or not, and changes nothing.
    const outsider = await signedInAs(t, 'tenant');
    expect((await call(outsider, 'POST', `/${body.id}/read`)).status).toBe(404);
    expect((await call(outsider, 'POST', '/not-an-id/read')).status).toBe(404);

    for (const viewer of [landlord, caretaker]) {
      const list = (await call(viewer, 'GET', '/sent')).body as SentNoticeList;
      const seen = list.notices.find((n) => n.id === body.id)!;
      expect(seen.recipients.map((r) => [r.unitLabel, r.readAt !== null, r.sms])).toEqual([
        ['A1', true, 'sent'],
        ['A2', false, 'sent'],
      ]);
    }
  });

  it("lets the property's caretaker send to chosen units only, texting nobody who turned notice SMS off", async () => {
    const off = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      json: { preferences: [{ kind: 'notice', inApp: true, sms: false }] },
      headers: { cookie: tenants[1]!.cookie },
    });
    expect(off.status, await off.clone().text()).toBe(200);
    const made = await call(
      caretaker,
      'POST',
      '',
      notice({ template: 'inspection_visit', title: 'Inspection', unitIds: [unitIds[1], unitIds[2]] }),
    );
    expect(made.status).toBe(201);
    expect((made.body as SentNotice).recipients.map((r) => r.unitLabel)).toEqual(['A2']);
    const first = ((await call(tenants[0]!, 'GET', '/mine')).body as MyNoticeList).notices.map(
      (n) => n.title,
    );
    expect(first).not.toContain('Inspection');
    const second = ((await call(tenants[1]!, 'GET', '/mine')).body as MyNoticeList).notices.map(
      (n) => n.title,
    );
    expect(second[0]).toBe('Inspection');
    const captured = capturedJobs();
    registerNoticeJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
    });
    expect(await captured.runQueued(t.database.db, noticeJobs.noticeSms)).toBe(1);
    const texts = (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, tenants[1]!.phone)))
      .map((message) => message.text)
      .filter((text) => text.includes('Inspection'));
    expect(texts).toEqual([]);
    const sent = ((await call(caretaker, 'GET', '/sent')).body as SentNoticeList).notices[0]!;
    expect(sent.recipients.map((r) => [r.unitLabel, r.sms])).toEqual([['A2', 'no_phone']]);
  });
  it('texts each tenant in their own language: Kiswahili to a Kiswahili reader, English to the other', async () => {
    await t.database.db.delete(notificationPreferences).where(
      inArray(
        notificationPreferences.userId,
        tenants.map((x) => x.userId),
      ),
    );
    await t.database.db.update(users).set({ locale: 'sw' }).where(eq(users.id, tenants[1]!.userId));
    const sent = await call(
      landlord,
      'POST',
      '',
      notice({ title: 'Lift service', message: 'The lift is off on Friday.' }),
    );
    expect(sent.status).toBe(201);
    const captured = capturedJobs();
    registerNoticeJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
    });
    await captured.runQueued(t.database.db, noticeJobs.noticeSms);
    const lastTextTo = async (tenant: TestUser) =>
      (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, tenant.phone)))
        .map((message) => message.text)
        .filter((text) => text.includes('Lift service'));
    expect(await lastTextTo(tenants[0]!)).toEqual([
      'ABODE notice from Ngong Court: Lift service. The lift is off on Friday.',
    ]);
    expect(await lastTextTo(tenants[1]!)).toEqual([
      'Tangazo la ABODE kutoka Ngong Court: Lift service. The lift is off on Friday.',
    ]);
  });
});
