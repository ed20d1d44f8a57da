import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaretakerDailyTasks, CaretakerTask } from '@common/dashboards/caretaker-daily-tasks';
import type { ManagedProperty, Tenancy } from '@common/tenancy/rent-terms';
import { maintenanceRequests, tenancyInvoices, tenantProperties } from '../../db/schema/index';
import {
  everyone,
  signedInAs,
  signedInAsEveryone,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { rentedUnit } from '../../testing/paid-rent-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { getCaretakerDailyTasks } from './get-caretaker-daily-tasks';

const hour = 3_600_000;
/** 00:30 on 2 December in Nairobi, 21:30 on 1 December in UTC. */
const justAfterMidnight = new Date('2026-12-01T21:30:00Z');
/** 23:59 on 1 December in Nairobi. */
const justBeforeMidnight = new Date('2026-12-01T20:59:00Z');

describe('GET /api/dashboards/caretaker/daily-tasks', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let caretaker: TestUser;
  let otherCaretaker: TestUser;
  let landlord: TestUser;
  let tenant: TestUser;
  let tenancyId: string;
  let propertyId: string;
  let ip = 0;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    ip += 1;
    const res = await t.request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: user ? { cookie: user.cookie } : {},
      clientIp: `198.51.100.${(ip % 250) + 1}`,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const tasksAt = (now: Date, who = caretaker): Promise<CaretakerDailyTasks> =>
    getCaretakerDailyTasks(
      t.serviceContext({ userId: who.userId, roles: ['caretaker'] }, { now: () => now }),
    );
  const idsOf = (tasks: CaretakerTask[], kind: CaretakerTask['kind']) =>
    tasks.filter((task) => task.kind === kind).map((task) => task.id.split(':')[1]);

  /** A request at the caretaker's property, reported `hoursAgo` before `justAfterMidnight`. */
  const request = async (
    values: Partial<typeof maintenanceRequests.$inferInsert> & { hoursAgo: number },
    where = { tenancyId: () => tenancyId, propertyId: () => propertyId, tenantId: () => tenant.userId },
  ) => {
    const { hoursAgo, ...rest } = values;
    const [row] = await t.database.db
      .insert(maintenanceRequests)
      .values({
        tenancyId: where.tenancyId(),
        propertyId: where.propertyId(),
        tenantId: where.tenantId(),
        category: 'plumbing',
        description: 'The kitchen tap leaks all night.',
        urgency: 'routine',
        createdAt: new Date(justAfterMidnight.getTime() - hoursAgo * hour),
        ...rest,
      })
      .returning({ id: maintenanceRequests.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
    landlord = await signedInAs(t, 'landlord');
    caretaker = await signedInAs(t, 'caretaker');
    otherCaretaker = await signedInAs(t, 'caretaker');
    const rented = await rentedUnit(t, landlord);
    tenant = rented.tenant;
    tenancyId = rented.tenancyId;
    propertyId = rented.propertyId;
    expect(
      (await call(landlord, 'PUT', `/api/properties/${propertyId}/caretaker`, { contact: caretaker.email }))
        .status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('needs a session (401)', async () => {
    const res = await call(null, 'GET', '/api/dashboards/caretaker/daily-tasks');
    expect(res.status).toBe(401);
  });

  it.each(everyone.map((who) => [who, who === 'caretaker' ? 200 : 403] as const))(
    '%s gets %i',
    async (who, status) => {
      const res = await call(users[who], 'GET', '/api/dashboards/caretaker/daily-tasks');
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body.error.code).toBe('FORBIDDEN');
    },
  );

  it("the property's landlord is refused too: the list is the caretaker's (403)", async () => {
    expect((await call(landlord, 'GET', '/api/dashboards/caretaker/daily-tasks')).status).toBe(403);
  });

  it('a caretaker with nothing to look after has nothing to do today', async () => {
    const res = await call(otherCaretaker, 'GET', '/api/dashboards/caretaker/daily-tasks');
    expect(res.status).toBe(200);
    expect(res.body.tasks).toEqual([]);
    expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  describe('maintenance requests: new, overdue by urgency, visits booked today', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      ids.emergencyFresh = await request({ urgency: 'emergency', hoursAgo: 1.9 });
      ids.emergencyLate = await request({ urgency: 'emergency', hoursAgo: 2.1 });
      ids.soonFresh = await request({ urgency: 'soon', hoursAgo: 47 });
      ids.soonLate = await request({ urgency: 'soon', status: 'acknowledged', hoursAgo: 49 });
      ids.routineFresh = await request({ urgency: 'routine', hoursAgo: 6 * 24 });
      ids.routineLate = await request({ urgency: 'routine', status: 'assigned', hoursAgo: 8 * 24 });
      ids.routineDone = await request({ urgency: 'routine', status: 'completed', hoursAgo: 30 * 24 });
      ids.routineClosed = await request({ urgency: 'emergency', status: 'closed', hoursAgo: 30 * 24 });
      ids.acknowledged = await request({ urgency: 'soon', status: 'acknowledged', hoursAgo: 1 });
      ids.visitToday = await request({
        status: 'scheduled',
        hoursAgo: 24,
        scheduledDate: '2026-12-02',
        scheduledWindow: '14:00-16:00',
      });
      ids.earlyVisitToday = await request({
        status: 'scheduled',
        hoursAgo: 24,
        scheduledDate: '2026-12-02',
        scheduledWindow: '08:00-10:00',
      });
      ids.visitYesterday = await request({
        status: 'scheduled',
        hoursAgo: 24,
        scheduledDate: '2026-12-01',
        scheduledWindow: '10:00-12:00',
      });
    });

    it('a request not yet acknowledged is new; acknowledged, it is no longer a task', async () => {
      const { tasks, date } = await tasksAt(justAfterMidnight);
      expect(date).toBe('2026-12-02');
      expect(idsOf(tasks, 'maintenance-new')).toEqual([ids.routineFresh, ids.soonFresh, ids.emergencyFresh]);
      const all = tasks.map((task) => task.id);
      expect(all.some((id) => id.endsWith(ids.acknowledged!))).toBe(false);
    });

    it('overdue per urgency: emergency after 2 hours, soon after 2 days, routine after 7; finished work never', async () => {
      const { tasks } = await tasksAt(justAfterMidnight);
      expect(idsOf(tasks, 'maintenance-overdue')).toEqual([ids.routineLate, ids.soonLate, ids.emergencyLate]);
      const all = tasks.map((task) => task.id);
      for (const done of [ids.routineDone, ids.routineClosed]) {
        expect(all.some((id) => id.endsWith(done!))).toBe(false);
      }
      const late = tasks.find((task) => task.id === `maintenance-overdue:${ids.emergencyLate}`);
      expect(late).toMatchObject({
        kind: 'maintenance-overdue',
        requestId: ids.emergencyLate,
        propertyName: 'Kilimani Heights',
        unitLabel: 'Apt 101',
        urgency: 'emergency',
        category: 'plumbing',
      });
    });

    it("visits booked for today in Nairobi, in their windows' order; yesterday's is not today's", async () => {
      const { tasks } = await tasksAt(justAfterMidnight);
      expect(idsOf(tasks, 'maintenance-visit')).toEqual([ids.earlyVisitToday, ids.visitToday]);
      expect(tasks.find((task) => task.kind === 'maintenance-visit')).toMatchObject({
        window: '08:00-10:00',
      });
    });

    it('the day turns at midnight in Nairobi, not in UTC', async () => {
      // 23:59 on 1 December in Nairobi: the 1 December visit is today's, the 2 December ones tomorrow's.
      const before = await tasksAt(justBeforeMidnight);
      expect(before.date).toBe('2026-12-01');
      expect(idsOf(before.tasks, 'maintenance-visit')).toEqual([ids.visitYesterday]);
      // 00:30 on 2 December in Nairobi is still 1 December in UTC: the day is Nairobi's.
      const after = await tasksAt(justAfterMidnight);
      expect(after.date).toBe('2026-12-02');
      expect(idsOf(after.tasks, 'maintenance-visit')).not.toContain(ids.visitYesterday);
    });

    it('lists overdue work first, then visits, then new requests', async () => {
      const { tasks } = await tasksAt(justAfterMidnight);
      const kinds = tasks.map((task) => task.kind).filter((kind) => kind.startsWith('maintenance'));
      const firstOf = (kind: string) => kinds.indexOf(kind as CaretakerTask['kind']);
      const lastOf = (kind: string) => kinds.lastIndexOf(kind as CaretakerTask['kind']);
      expect(lastOf('maintenance-overdue')).toBeLessThan(firstOf('maintenance-visit'));
      expect(lastOf('maintenance-visit')).toBeLessThan(firstOf('maintenance-new'));
    });
  });

  it('tenants waiting for confirmation at their properties, not those already confirmed', async () => {
    const waiting = await signedInAs(t, 'tenant', { first_name: 'Akinyi', last_name: 'Waiting' });
    const link = await call(waiting, 'POST', '/api/tenant-properties', { propertyId });
    expect(link.status).toBe(201);
    const { tasks } = await tasksAt(justAfterMidnight);
    const toConfirm = tasks.filter((task) => task.kind === 'tenant-to-confirm');
    expect(toConfirm).toEqual([
      expect.objectContaining({
        id: `tenant-to-confirm:${link.body.id}`,
        linkId: link.body.id,
        tenantName: 'Akinyi Waiting',
        propertyName: 'Kilimani Heights',
      }),
    ]);
    await t.database.db
      .update(tenantProperties)
      .set({ status: 'active' })
      .where(eq(tenantProperties.id, link.body.id));
    expect(idsOf((await tasksAt(justAfterMidnight)).tasks, 'tenant-to-confirm')).toEqual([]);
  });

  describe('meter readings', () => {
    let meteredTenancy: string;
    beforeAll(async () => {
      // A second unit, let to a second tenant: its water is billed by meter, the first unit's by amount.
      const property = (
        await call(landlord, 'POST', `/api/properties/${propertyId}/units`, {
          label: 'Apt 102',
          monthlyRent: 30_000,
          deposit: 0,
        })
      ).body as ManagedProperty;
      const unit = property.units.find((u) => u.label === 'Apt 102')!;
      const second = await signedInAs(t, 'tenant');
      const link = await call(second, 'POST', '/api/tenant-properties', { propertyId });
      expect(
        (
          await call(caretaker, 'POST', `/api/tenant-properties/${link.body.id}/confirm`, {
            unitId: unit.id,
            dueDay: 5,
            startDate: '2026-06-01',
          })
        ).status,
      ).toBe(200);
      meteredTenancy = ((await call(second, 'GET', '/api/tenancies')).body.tenancies as Tenancy[])[0]!.id;
      await t.database.db.insert(tenancyInvoices).values([
        {
          tenancyId: meteredTenancy,
          kind: 'water',
          period: '2026-11-01',
          amount: 1_200,
          dueDate: '2026-11-05',
          details: { previousReading: 100, currentReading: 112, ratePerUnit: 100, unitsUsed: 12 },
        },
        // The first unit's water: a flat amount, no meter.
        { tenancyId, kind: 'water', period: '2026-11-01', amount: 800, dueDate: '2026-11-05' },
      ]);
    });

    it("a metered unit's reading is due from the first of the month (Nairobi) until its bill is in", async () => {
      // 23:59 on 30 November in Nairobi: November's reading is in.
      expect(idsOf((await tasksAt(new Date('2026-11-30T20:59:00Z'))).tasks, 'meter-reading')).toEqual([]);
      // 00:30 on 1 December in Nairobi (30 November in UTC): December's is due, for the metered unit only.
      const { tasks } = await tasksAt(new Date('2026-11-30T21:30:00Z'));
      expect(tasks.filter((task) => task.kind === 'meter-reading')).toEqual([
        expect.objectContaining({
          id: `meter-reading:${meteredTenancy}`,
          tenancyId: meteredTenancy,
          unitLabel: 'Apt 102',
          period: '2026-12-01',
        }),
      ]);
      const added = await call(caretaker, 'POST', `/api/rent/tenancies/${meteredTenancy}/bills`, {
        kind: 'water',
        period: '2026-12-01',
        dueDate: '2026-12-10',
        previousReading: 112,
        currentReading: 120,
        ratePerUnit: 100,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(idsOf((await tasksAt(new Date('2026-11-30T21:30:00Z'))).tasks, 'meter-reading')).toEqual([]);
    });
  });

  it("only the caretaker's own properties: another caretaker's requests, tenants and meters are not theirs", async () => {
    const otherLandlord = await signedInAs(t, 'landlord');
    const other = await rentedUnit(t, otherLandlord);
    expect(
      (
        await call(otherLandlord, 'PUT', `/api/properties/${other.propertyId}/caretaker`, {
          contact: otherCaretaker.email,
        })
      ).status,
    ).toBe(200);
    const theirs = await request(
      { urgency: 'emergency', hoursAgo: 5 },
      {
        tenancyId: () => other.tenancyId,
        propertyId: () => other.propertyId,
        tenantId: () => other.tenant.userId,
      },
    );
    const mine = (await tasksAt(justAfterMidnight)).tasks.map((task) => task.id);
    expect(mine.some((id) => id.endsWith(theirs))).toBe(false);
    const them = (await tasksAt(justAfterMidnight, otherCaretaker)).tasks.map((task) => task.id);
    expect(them).toEqual([`maintenance-overdue:${theirs}`]);
  });
});
