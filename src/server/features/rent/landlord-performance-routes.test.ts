import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandlordPerformance, PerformanceMonth } from '@common/rent/landlord-performance';
import {
  invoicePayments,
  ledgerPostings,
  ledgerTransactions,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
} from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { earningsAccountOf, platformAccountOf } from '../ledger';
import { getLandlordPerformance } from './get-landlord-performance';

/** 20 November 2026, noon in Nairobi: the twelve months are December 2025 to November 2026. */
const now = new Date('2026-11-20T09:00:00Z');

describe('the landlord’s last 12 months: occupancy, collection, arrears and revenue', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let receipt = 0;

  const performanceOf = async (user: TestUser): Promise<LandlordPerformance> =>
    getLandlordPerformance(
      t.serviceContext({ userId: user.userId, roles: user.me.roles }, { now: () => now }),
    );
  const monthOf = (performance: LandlordPerformance, month: string): PerformanceMonth =>
    performance.months.find((row) => row.month === month)!;

  /** A journal crediting `landlordId`'s earnings with `amount` at `at`, as a payment posts it. */
  const credit = async (landlordId: string, kind: string, amount: number, at: string) => {
    const db = t.database.db;
    const [journal] = await db
      .insert(ledgerTransactions)
      .values({ kind, postedAt: new Date(at) })
      .returning();
    const [earnings, clearing] = await db.transaction(async (tx) => [
      await earningsAccountOf(tx, landlordId),
      await platformAccountOf(tx, 'mpesa_clearing'),
    ]);
    await db.insert(ledgerPostings).values([
      { transactionId: journal!.id, accountId: clearing!, amount },
      { transactionId: journal!.id, accountId: earnings!, amount: -amount },
    ]);
    return journal!.id;
  };

  const invoice = async (
    tenancyId: string,
    kind: 'rent' | 'water' | 'electricity',
    period: string,
    amount: number,
    dueDate: string,
  ) => {
    const [row] = await t.database.db
      .insert(tenancyInvoices)
      .values({ tenancyId, kind, period, amount, dueDate })
      .returning();
    return row!;
  };

  /** A payment toward an invoice at `at`: its ledger journal, its record, and the invoice's paid figure. */
  const pay = async (
    landlordId: string,
    row: typeof tenancyInvoices.$inferSelect,
    amount: number,
    at: string,
  ) => {
    const journalId = await credit(
      landlordId,
      row.kind === 'rent' ? 'rent.payment' : 'bill.payment',
      amount,
      at,
    );
    receipt += 1;
    await t.database.db.insert(invoicePayments).values({
      invoiceId: row.id,
      journalId,
      amount,
      method: 'wallet',
      receiptNumber: `ABRTEST${String(receipt).padStart(4, '0')}`,
      createdAt: new Date(at),
    });
    await t.database.db.execute(
      sql`update tenancy_invoices set paid = paid + ${amount} where id = ${row.id}`,
    );
  };

  const unit = async (propertyId: string, label: string, monthlyRent: number, createdAt: string) => {
    const [row] = await t.database.db
      .insert(propertyUnits)
      .values({ propertyId, label, monthlyRent, deposit: 0, createdAt: new Date(createdAt) })
      .returning();
    return row!;
  };

  const tenancy = async (input: {
    unitId: string;
    tenantId: string;
    monthlyRent: number;
    startDate: string;
    endDate?: string;
    account: string;
  }) => {
    const [row] = await t.database.db
      .insert(tenancies)
      .values({
        unitId: input.unitId,
        tenantId: input.tenantId,
        monthlyRent: input.monthlyRent,
        deposit: 0,
        dueDay: 5,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        status: input.endDate ? 'ended' : 'active',
        paybillAccount: input.account,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    other = await signedInAs(t, 'landlord');
    const [first, second, third, fourth, fifth] = await Promise.all([
      signedInAs(t, 'tenant'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'tenant'),
    ]);
    const db = t.database.db;
    await db.insert(properties).values([
      {
        id: 'ABD-PRF2',
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Rd',
        city: 'Nairobi',
        state: 'Nairobi',
        landlordId: landlord.userId,
      },
      {
        id: 'ABD-PRF3',
        name: 'Karen Court',
        address: 'Karen Rd',
        city: 'Nairobi',
        state: 'Nairobi',
        landlordId: other.userId,
      },
    ]);
    const apt1 = await unit('ABD-PRF2', 'Apt 1', 40_000, '2025-01-01T00:00:00Z');
    const apt2 = await unit('ABD-PRF2', 'Apt 2', 30_000, '2025-01-01T00:00:00Z');
    // Added in September, let from October.
    const apt3 = await unit('ABD-PRF2', 'Apt 3', 20_000, '2026-09-10T09:00:00Z');
    const current = await tenancy({
      unitId: apt1.id,
      tenantId: first!.userId,
      monthlyRent: 40_000,
      startDate: '2026-06-01',
      account: 'PRF0001',
    });
    // Ended on 15 August, still owing July's rent.
    const ended = await tenancy({
      unitId: apt2.id,
      tenantId: second!.userId,
      monthlyRent: 30_000,
      startDate: '2026-03-01',
      endDate: '2026-08-15',
      account: 'PRF0002',
    });
    const newer = await tenancy({
      unitId: apt3.id,
      tenantId: third!.userId,
      monthlyRent: 20_000,
      startDate: '2026-10-01',
      account: 'PRF0003',
    });

    await invoice(ended.id, 'rent', '2026-07-01', 30_000, '2026-07-05');
    // August: nothing raised, nothing paid.
    await pay(
      landlord.userId,
      await invoice(current.id, 'rent', '2026-09-01', 40_000, '2026-09-05'),
      40_000,
      '2026-09-04T07:00:00Z',
    );
    // October's rent partly paid: 10,000 in October, 5,000 more in November.
    const october = await invoice(current.id, 'rent', '2026-10-01', 40_000, '2026-10-05');
    await pay(landlord.userId, october, 10_000, '2026-10-20T07:00:00Z');
    await pay(landlord.userId, october, 5_000, '2026-11-03T07:00:00Z');
    await invoice(current.id, 'rent', '2026-11-01', 40_000, '2026-11-05');
    // Paid at 01:00 on 1 October in Nairobi (still 30 September in UTC): October's revenue.
    await pay(
      landlord.userId,
      await invoice(newer.id, 'rent', '2026-10-01', 20_000, '2026-10-05'),
      20_000,
      '2026-09-30T22:00:00Z',
    );
    await invoice(newer.id, 'water', '2026-10-01', 1_000, '2026-10-25');
    // A bill paid reaches the earnings too, but is not revenue.
    await pay(
      landlord.userId,
      await invoice(current.id, 'electricity', '2026-10-01', 2_000, '2026-10-25'),
      2_000,
      '2026-10-21T07:00:00Z',
    );

    // The other landlord's unit, tenancy, unpaid rent and a payment: none of it is the first landlord's.
    const karen = await unit('ABD-PRF3', 'House 1', 50_000, '2025-01-01T00:00:00Z');
    const theirs = await tenancy({
      unitId: karen.id,
      tenantId: fourth!.userId,
      monthlyRent: 50_000,
      startDate: '2026-10-01',
      account: 'PRF0004',
    });
    await invoice(theirs.id, 'rent', '2026-10-01', 50_000, '2026-10-05');
    await credit(other.userId, 'rent.payment', 7_000, '2026-10-10T07:00:00Z');
    // Added to ABODE in November for a tenancy begun in September: not counted before it was added.
    const later = await unit('ABD-PRF3', 'House 2', 60_000, '2026-11-01T09:00:00Z');
    await tenancy({
      unitId: later.id,
      tenantId: fifth!.userId,
      monthlyRent: 60_000,
      startDate: '2026-09-01',
      account: 'PRF0005',
    });
  });
  afterAll(() => t.close());

  it('answers the twelve Nairobi months to this one, oldest first', async () => {
    const { months } = await performanceOf(landlord);
    expect(months.map((row) => row.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('reads occupancy at each month’s end from units and tenancies: a tenancy that ended leaves its unit empty, a unit added later counts from then', async () => {
    const { months } = await performanceOf(landlord);
    expect(months.map((row) => [row.month, row.units, row.occupiedUnits, row.occupancyRate])).toEqual([
      ['2025-12', 2, 0, 0],
      ['2026-01', 2, 0, 0],
      ['2026-02', 2, 0, 0],
      ['2026-03', 2, 1, 50],
      ['2026-04', 2, 1, 50],
      ['2026-05', 2, 1, 50],
      ['2026-06', 2, 2, 100],
      ['2026-07', 2, 2, 100],
      // Apt 2's tenancy ended on 15 August.
      ['2026-08', 2, 1, 50],
      // Apt 3 was added on 10 September, let from October.
      ['2026-09', 3, 1, 33],
      ['2026-10', 3, 2, 67],
      ['2026-11', 3, 2, 67],
    ]);
  });

  it('rates collection on the month’s rent invoices, raised against paid, and a month with none has no rate', async () => {
    const performance = await performanceOf(landlord);
    const collection = (month: string) => {
      const row = monthOf(performance, month);
      return [row.rentInvoiced, row.rentCollected, row.collectionRate];
    };
    expect(collection('2026-07')).toEqual([30_000, 0, 0]);
    expect(collection('2026-08')).toEqual([0, 0, null]);
    expect(collection('2026-09')).toEqual([40_000, 40_000, 100]);
    // 40,000 partly paid (15,000) and 20,000 paid: 35,000 of 60,000. The electricity bill is not rent.
    expect(collection('2026-10')).toEqual([60_000, 35_000, 58]);
    expect(collection('2026-11')).toEqual([40_000, 0, 0]);
    expect(collection('2025-12')).toEqual([0, 0, null]);
  });

  it('counts as arrears what was past due and unpaid at each month’s end, bills too, and paid later still owed then', async () => {
    const { months } = await performanceOf(landlord);
    expect(months.map((row) => [row.month, row.arrears])).toEqual([
      ['2025-12', 0],
      ['2026-01', 0],
      ['2026-02', 0],
      ['2026-03', 0],
      ['2026-04', 0],
      ['2026-05', 0],
      ['2026-06', 0],
      // The ended tenancy's July rent.
      ['2026-07', 30_000],
      ['2026-08', 30_000],
      ['2026-09', 30_000],
      // July's 30,000, October's rent less the 10,000 paid by then (30,000) and the water bill (1,000).
      ['2026-10', 61_000],
      // Today: July's, October's less 15,000 (25,000), November's (due on the 5th) and the water bill.
      ['2026-11', 96_000],
    ]);
  });

  it('counts as revenue the rent credited to their earnings in each Nairobi month, from the ledger, not bills', async () => {
    const { months } = await performanceOf(landlord);
    expect(months.map((row) => [row.month, row.revenue])).toEqual([
      ['2025-12', 0],
      ['2026-01', 0],
      ['2026-02', 0],
      ['2026-03', 0],
      ['2026-04', 0],
      ['2026-05', 0],
      ['2026-06', 0],
      ['2026-07', 0],
      ['2026-08', 0],
      ['2026-09', 40_000],
      // 10,000 and the 20,000 paid at 01:00 on 1 October in Nairobi; not the 2,000 electricity bill.
      ['2026-10', 30_000],
      ['2026-11', 5_000],
    ]);
  });

  it('shows each landlord only their own portfolio, and a unit only from when it was added', async () => {
    const theirs = await performanceOf(other);
    expect(monthOf(theirs, '2026-10')).toEqual({
      month: '2026-10',
      units: 1,
      occupiedUnits: 1,
      occupancyRate: 100,
      rentInvoiced: 50_000,
      rentCollected: 0,
      collectionRate: 0,
      arrears: 50_000,
      revenue: 7_000,
    });
    expect(monthOf(theirs, '2026-09')).toMatchObject({ units: 1, occupiedUnits: 0, occupancyRate: 0 });
    expect(monthOf(theirs, '2026-11')).toMatchObject({ units: 2, occupiedUnits: 2, occupancyRate: 100 });
    const newcomer = await signedInAs(t, 'landlord');
    const empty = await performanceOf(newcomer);
    expect(empty.months).toHaveLength(12);
    for (const row of empty.months) {
      expect(row).toMatchObject({
        units: 0,
        occupancyRate: null,
        collectionRate: null,
        arrears: 0,
        revenue: 0,
      });
    }
  });

  it('GET /api/rent/landlord-performance: the landlord 200 (this month last), other roles 403, signed out 401', async () => {
    const get = (user?: TestUser) =>
      t.request('/api/rent/landlord-performance', { headers: user ? { cookie: user.cookie } : {} });
    const res = await get(landlord);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as LandlordPerformance;
    expect(body.months).toHaveLength(12);
    const thisMonth = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
    expect(body.months.at(-1)!.month).toBe(thisMonth);

    expect((await get()).status).toBe(401);
    for (const role of ['tenant', 'caretaker', 'service_provider', 'superadmin'] as const) {
      const res = await get(await signedInAs(t, role));
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
  });
});
