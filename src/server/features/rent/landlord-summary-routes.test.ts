import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandlordSummary, RentInvoice, TenancyInvoices } from '@common/rent/rent-contracts';
import { invoiceStatus, nairobiToday, nextPeriod, periodOf } from '@common/rent/rent-cycle';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { raiseRentInvoices } from './raise-rent-invoices';
import { rentFixtures } from './testing/rent-fixtures';

/** The month before `period`. */
const previousPeriod = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
};

describe('the landlord’s month of money', () => {
  let t: TestApp;
  let landlord: TestUser;
  const { call, newTenancy, fund } = rentFixtures(
    () => t,
    () => signedInAs(t, 'tenant'),
  );
  // Confirming a tenant bills the month under way, so 'this month' is the real one.
  const today = nairobiToday(new Date());
  const period = periodOf(today);
  const dueThisMonth = `${period.slice(0, 8)}05`;
  const summaryOf = async (user: TestUser, month?: string) => {
    const res = await call(user, 'GET', `/api/rent/landlord-summary${month ? `?month=${month}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as LandlordSummary;
  };
  const rentOf = async (tenant: TestUser, tenancyId: string, kind = 'rent', month = period) =>
    (
      (await call(tenant, 'GET', `/api/rent/tenancies/${tenancyId}/invoices`)).body as TenancyInvoices
    ).invoices.find((invoice) => invoice.kind === kind && invoice.period === month)!;
  const pay = (tenant: TestUser, invoice: RentInvoice, amount: number) =>
    call(tenant, 'POST', `/api/rent/invoices/${invoice.id}/pay`, { amount });

  let paidInFull: Awaited<ReturnType<typeof newTenancy>>;
  let partly: Awaited<ReturnType<typeof newTenancy>>;
  let unpaid: Awaited<ReturnType<typeof newTenancy>>;
  let notYet: Awaited<ReturnType<typeof newTenancy>>;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    paidInFull = await newTenancy(landlord, 40_000, '2026-06-01');
    partly = await newTenancy(landlord, 30_000, '2026-06-01');
    unpaid = await newTenancy(landlord, 20_000, '2026-06-01');
    // Begins after this month: nothing is billed for it yet.
    notYet = await newTenancy(landlord, 25_000, nextPeriod(nextPeriod(period)));

    // Last month's rent for one tenancy, past due and unpaid.
    await raiseRentInvoices(t.database.db, { period: previousPeriod(period), tenancyId: unpaid.tenancy.id });

    // Rent in full and a water bill, paid; part of another's rent.
    const water = await call(landlord, 'POST', `/api/rent/tenancies/${paidInFull.tenancy.id}/bills`, {
      kind: 'water',
      period: period.slice(0, 7),
      dueDate: dueThisMonth,
      amount: 1_000,
    });
    expect(water.status).toBe(201);
    await fund(paidInFull.tenant, 41_000);
    expect(
      (await pay(paidInFull.tenant, await rentOf(paidInFull.tenant, paidInFull.tenancy.id), 40_000)).status,
    ).toBe(201);
    expect((await pay(paidInFull.tenant, water.body as RentInvoice, 1_000)).status).toBe(201);
    await fund(partly.tenant, 10_000);
    expect((await pay(partly.tenant, await rentOf(partly.tenant, partly.tenancy.id), 10_000)).status).toBe(
      201,
    );
  });
  afterAll(() => t.close());

  it('counts as revenue only the rent received this month, not bills, and the earnings balance all of it', async () => {
    const summary = await summaryOf(landlord);
    expect(summary.month).toBe(period.slice(0, 7));
    expect(summary.revenue).toBe(50_000);
    expect(summary.earningsBalance).toBe(51_000);
    expect((await summaryOf(landlord, period.slice(0, 7))).revenue).toBe(50_000);
    // Nothing was received last month or next month.
    expect((await summaryOf(landlord, previousPeriod(period).slice(0, 7))).revenue).toBe(0);
    expect((await summaryOf(landlord, nextPeriod(period).slice(0, 7))).revenue).toBe(0);
  });

  it('rolls each active tenancy with the month’s rent and bills, paid, balance and status', async () => {
    const { rentRoll } = await summaryOf(landlord);
    const row = (tenancyId: string) => rentRoll.find((entry) => entry.tenancyId === tenancyId);
    expect(rentRoll).toHaveLength(4);
    expect(row(paidInFull.tenancy.id)).toMatchObject({
      propertyName: 'Kilimani Heights',
      unitLabel: 'Apt 101',
      monthlyRent: 40_000,
      rentInvoiced: 40_000,
      billsInvoiced: 1_000,
      paid: 41_000,
      balance: 0,
      status: 'paid',
    });
    expect(row(paidInFull.tenancy.id)!.tenantName).not.toBe('');
    expect(row(partly.tenancy.id)).toMatchObject({
      rentInvoiced: 30_000,
      billsInvoiced: 0,
      paid: 10_000,
      balance: 20_000,
      status: invoiceStatus({ amount: 30_000, paid: 10_000, dueDate: dueThisMonth, today }),
    });
    expect(row(unpaid.tenancy.id)).toMatchObject({
      paid: 0,
      balance: 20_000,
      status: invoiceStatus({ amount: 20_000, paid: 0, dueDate: dueThisMonth, today }),
    });
    expect(row(notYet.tenancy.id)).toMatchObject({
      rentInvoiced: null,
      billsInvoiced: 0,
      paid: 0,
      balance: 0,
      status: 'not_invoiced',
    });
  });

  it('sums arrears over invoices past due, and counts the tenancies that owe them', async () => {
    const { arrears } = await summaryOf(landlord);
    // Last month's 20,000 is past due; this month's rent is too once its 5th has gone.
    const thisMonthDue = today > dueThisMonth;
    expect(arrears).toEqual({
      amount: 20_000 + (thisMonthDue ? 20_000 + 20_000 : 0),
      tenancies: thisMonthDue ? 2 : 1,
    });
  });

  it('lists the payments to the landlord, newest first', async () => {
    const { recentPayments } = await summaryOf(landlord);
    expect(recentPayments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['rent', 10_000],
      ['water', 1_000],
      ['rent', 40_000],
    ]);
    expect(recentPayments[0]).toMatchObject({ unitLabel: 'Apt 101', method: 'wallet' });
    expect(recentPayments[0]!.receiptNumber).toMatch(/^ABR/);
  });

  it('shows another landlord nothing of it, and no one else at all', async () => {
    const other = await signedInAs(t, 'landlord');
    expect(await summaryOf(other)).toEqual({
      month: period.slice(0, 7),
      revenue: 0,
      earningsBalance: 0,
      arrears: { amount: 0, tenancies: 0 },
      rentRoll: [],
      recentPayments: [],
    });
    expect((await call(null, 'GET', '/api/rent/landlord-summary')).status).toBe(401);
    expect((await call(paidInFull.tenant, 'GET', '/api/rent/landlord-summary')).status).toBe(403);
    expect((await call(await signedInAs(t, 'caretaker'), 'GET', '/api/rent/landlord-summary')).status).toBe(
      403,
    );
    const bad = await call(landlord, 'GET', '/api/rent/landlord-summary?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('month: ');
  });
});
