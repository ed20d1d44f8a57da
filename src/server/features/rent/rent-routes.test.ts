import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoicePaymentResult, TenancyInvoices } from '@common/rent/rent-contracts';
import { rentFor } from '@common/rent/rent-cycle';
import { rentMessages as m } from '@common/rent/rent-messages';
import type { Tenancy } from '@common/tenancy/rent-terms';
import { tenancies, tenancyInvoices } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, earningsAccountOf } from '../ledger';
import { raiseRentInvoices } from './raise-rent-invoices';
import { rentFixtures } from './testing/rent-fixtures';

describe('rent invoices, paid from the wallet', () => {
  let t: TestApp;
  let landlord: TestUser;
  const {
    call,
    newTenancy: tenancyOf,
    fund,
  } = rentFixtures(
    () => t,
    () => signedInAs(t, 'tenant'),
  );
  const newTenancy = (monthlyRent?: number, startDate?: string) =>
    tenancyOf(landlord, monthlyRent, startDate);
  const invoicesOf = async (user: TestUser, tenancyId: string) =>
    (await call(user, 'GET', `/api/rent/tenancies/${tenancyId}/invoices`)).body as TenancyInvoices;
  const walletOf = async (user: TestUser) => (await call(user, 'GET', '/api/wallet')).body.amount as number;
  const pay = (user: TestUser, invoiceId: string, amount: unknown, key?: string | null) =>
    call(user, 'POST', `/api/rent/invoices/${invoiceId}/pay`, { amount }, key);

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  describe('raising', () => {
    it('raises each active tenancy’s rent once a month, prorating the first month', async () => {
      const whole = await newTenancy(45_000, '2026-06-01');
      const partial = await newTenancy(31_000, '2026-12-16');
      const future = await newTenancy(20_000, '2027-01-10');
      expect(await raiseRentInvoices(t.database.db, { period: '2026-12-01' })).toBeGreaterThanOrEqual(2);
      expect(await raiseRentInvoices(t.database.db, { period: '2026-12-01' })).toBe(0);

      const [rent] = (await invoicesOf(whole.tenant, whole.tenancy.id)).invoices;
      expect(rent).toMatchObject({
        kind: 'rent',
        period: '2026-12-01',
        amount: 45_000,
        paid: 0,
        dueDate: '2026-12-05',
      });
      const [first] = (await invoicesOf(partial.tenant, partial.tenancy.id)).invoices;
      expect(first).toMatchObject({ amount: 16_000, dueDate: '2026-12-16' });
      expect((await invoicesOf(future.tenant, future.tenancy.id)).invoices).toEqual([]);
    });

    it('agrees with the TypeScript rent calendar for every start day of a month', async () => {
      const started = await Promise.all(
        [1, 2, 9, 15, 16, 28, 29, 30].map((day) =>
          newTenancy(37_777, `2027-03-${String(day).padStart(2, '0')}`),
        ),
      );
      await raiseRentInvoices(t.database.db, { period: '2027-03-01' });
      for (const { tenancy } of started) {
        const [row] = await t.database.db
          .select()
          .from(tenancyInvoices)
          .where(eq(tenancyInvoices.tenancyId, tenancy.id));
        expect(row!.amount, tenancy.startDate).toBe(
          rentFor({ monthlyRent: 37_777, startDate: tenancy.startDate, period: '2027-03-01' }),
        );
      }
    });

    it('bills the month under way when the tenant is confirmed, and nothing once the tenancy has ended', async () => {
      const { tenant, tenancy } = await newTenancy();
      const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);
      expect((await invoicesOf(tenant, tenancy.id)).invoices.map((invoice) => invoice.period)).toEqual([
        `${today}-01`,
      ]);
      // GET /api/tenancies shows it as the tenancy's current invoice, with its status and balance.
      const [listed] = (await call(tenant, 'GET', '/api/tenancies')).body.tenancies as Tenancy[];
      expect(listed!.currentInvoice).toMatchObject({
        period: `${today}-01`,
        amount: 45_000,
        paid: 0,
        balance: 45_000,
      });
      expect(['pending', 'overdue']).toContain(listed!.currentInvoice!.status);
      await call(landlord, 'POST', `/api/tenancies/${tenancy.id}/end`, { moveOutDate: '2026-11-30' });
      await raiseRentInvoices(t.database.db, { period: '2026-12-01' });
      const rows = await t.database.db
        .select()
        .from(tenancyInvoices)
        .where(eq(tenancyInvoices.tenancyId, tenancy.id));
      expect(rows.map((row) => row.period)).toEqual([`${today}-01`]);
    });
  });

  describe('paying', () => {
    it('pays in part, then in full, with a receipt each, from the wallet to the landlord’s earnings', async () => {
      const { tenant, tenancy } = await newTenancy(40_000);
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: tenancy.id });
      await fund(tenant, 50_000);
      const [invoice] = (await invoicesOf(tenant, tenancy.id)).invoices;

      const part = await pay(tenant, invoice!.id, 15_000);
      expect(part.status).toBe(201);
      expect(part.body as InvoicePaymentResult).toMatchObject({
        amount: 15_000,
        method: 'wallet',
        walletBalance: 35_000,
      });
      expect(part.body.receiptNumber).toMatch(/^ABR[2-9A-HJ-NP-Z]{8}$/);
      expect((await invoicesOf(tenant, tenancy.id)).invoices[0]).toMatchObject({
        paid: 15_000,
        balance: 25_000,
        status: 'partly_paid',
      });

      const rest = await pay(tenant, invoice!.id, 25_000);
      expect(rest.status).toBe(201);
      expect(rest.body.receiptNumber).not.toBe(part.body.receiptNumber);
      const paid = (await invoicesOf(tenant, tenancy.id)).invoices[0]!;
      expect(paid).toMatchObject({ paid: 40_000, balance: 0, status: 'paid' });
      expect(paid.payments.map((p) => p.amount).sort()).toEqual([15_000, 25_000]);
      expect(await walletOf(tenant)).toBe(10_000);

      const earnings = await t.database.db.transaction((tx) => earningsAccountOf(tx, landlord.userId));
      expect(await balanceOf(t.database.db, earnings)).toBeGreaterThanOrEqual(40_000);
      const again = await pay(tenant, invoice!.id, 1);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(m.alreadyPaid);
      expect((await checkLedger(t.database.db)).drift).toEqual([]);
    });

    it('keeps an overpayment as credit on the tenancy, which the next month’s invoice takes first', async () => {
      const { tenant, tenancy } = await newTenancy(30_000);
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: tenancy.id });
      await fund(tenant, 40_000);
      const [invoice] = (await invoicesOf(tenant, tenancy.id)).invoices;
      expect((await pay(tenant, invoice!.id, 40_000)).status).toBe(201);
      expect((await invoicesOf(tenant, tenancy.id)).credit).toBe(10_000);

      // The monthly run for every tenancy, as the daily job does it.
      await raiseRentInvoices(t.database.db, { period: '2027-01-01' });
      const after = await invoicesOf(tenant, tenancy.id);
      expect(after.credit).toBe(0);
      expect(after.invoices[0]).toMatchObject({
        period: '2027-01-01',
        paid: 10_000,
        balance: 20_000,
        status: 'partly_paid',
      });
      expect(after.invoices[0]!.payments[0]).toMatchObject({ method: 'credit', amount: 10_000 });
      expect((await checkLedger(t.database.db)).drift).toEqual([]);
    });

    it('refuses a wallet short of the amount, saying by how much, and writes nothing', async () => {
      const { tenant, tenancy } = await newTenancy(45_000);
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: tenancy.id });
      await fund(tenant, 5_000);
      const [invoice] = (await invoicesOf(tenant, tenancy.id)).invoices;
      const short = await pay(tenant, invoice!.id, 45_000);
      expect(short.status).toBe(409);
      expect(short.body.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortBy: 40_000 });
      expect((await invoicesOf(tenant, tenancy.id)).invoices[0]).toMatchObject({ paid: 0, payments: [] });
      expect(await walletOf(tenant)).toBe(5_000);
    });

    it('answers a retry with the same key with the first payment', async () => {
      const { tenant, tenancy } = await newTenancy(12_000);
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: tenancy.id });
      await fund(tenant, 12_000);
      const [invoice] = (await invoicesOf(tenant, tenancy.id)).invoices;
      const key = randomUUID();
      const first = await pay(tenant, invoice!.id, 12_000, key);
      const retry = await pay(tenant, invoice!.id, 12_000, key);
      expect(retry.body.receiptNumber).toBe(first.body.receiptNumber);
      expect(await walletOf(tenant)).toBe(0);
    });

    it('lets 20 payments at once from a wallet that can afford 5 take exactly 5', async () => {
      const { tenant, tenancy } = await newTenancy(100_000);
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: tenancy.id });
      await fund(tenant, 5_000);
      const [invoice] = (await invoicesOf(tenant, tenancy.id)).invoices;
      const answers = await Promise.all(Array.from({ length: 20 }, () => pay(tenant, invoice!.id, 1_000)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(15);
      expect(await walletOf(tenant)).toBe(0);
      expect((await invoicesOf(tenant, tenancy.id)).invoices[0]!.paid).toBe(5_000);
      expect((await checkLedger(t.database.db)).drift).toEqual([]);
    });

    it.each([
      [0, m.amountMin],
      [-5, m.amountMin],
      [10.5, m.amountWhole],
      ['100', m.amountWhole],
      [10_000_001, m.amountMax],
    ])('refuses an amount of %j with a 400', async (amount, message) => {
      const { tenant, tenancy } = await newTenancy();
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: tenancy.id });
      const [invoice] = (await invoicesOf(tenant, tenancy.id)).invoices;
      const res = await pay(tenant, invoice!.id, amount);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    });

    it('needs a session and a key, and keeps invoices to their tenancy', async () => {
      const { tenant, tenancy } = await newTenancy();
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: tenancy.id });
      const [invoice] = (await invoicesOf(tenant, tenancy.id)).invoices;
      expect((await pay(tenant, invoice!.id, 100, null)).body.error.message).toBe(m.idempotencyKeyMissing);
      expect(
        (await call(null, 'POST', `/api/rent/invoices/${invoice!.id}/pay`, { amount: 100 })).status,
      ).toBe(401);
      const stranger = await signedInAs(t, 'tenant');
      expect((await pay(stranger, invoice!.id, 100)).status).toBe(404);
      expect((await call(stranger, 'GET', `/api/rent/tenancies/${tenancy.id}/invoices`)).status).toBe(404);
      expect((await call(stranger, 'GET', '/api/rent/tenancies/nope/invoices')).status).toBe(404);
      // The landlord sees the tenancy's invoices; a landlord of elsewhere does not.
      expect((await call(landlord, 'GET', `/api/rent/tenancies/${tenancy.id}/invoices`)).status).toBe(200);
      const other = await signedInAs(t, 'landlord');
      expect((await call(other, 'GET', `/api/rent/tenancies/${tenancy.id}/invoices`)).status).toBe(404);
      const [row] = await t.database.db.select().from(tenancies).where(eq(tenancies.id, tenancy.id));
      expect(row!.tenantId).toBe(tenant.userId);
    });
  });
});
