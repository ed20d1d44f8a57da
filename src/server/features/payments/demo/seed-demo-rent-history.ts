import { and, eq } from 'drizzle-orm';
import { nairobiToday, nextPeriod, periodOf } from '@common/rent/rent-cycle';
import { tenancies, tenancyInvoices } from '../../../db/schema/index';
import { c2bNotificationSchema } from '../../../lib/daraja/daraja-payloads';
import type { Seeder } from '../../../lib/demo-seeder';
import { demoAccounts } from '../../identity';
import { payInvoiceFromDeposit, raiseRentInvoices } from '../../rent';
import { creditPaybillPayment } from '../credit-paybill-payment';
import { walletNumberOf } from '../wallet-number';

const tenant = demoAccounts.find((account) => account.role === 'tenant')!;

/** The three months before `period`, oldest first. */
function monthsBefore(period: string, count: number): string[] {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const back = new Date(Date.UTC(year, month - 1 - (count - i), 1));
    return back.toISOString().slice(0, 10);
  });
}

/**
 * The demo tenant's money, made by the same steps real money takes: for each of their tenancies the rent of
 * the last three months (from the start, prorated) raised, paid into the wallet by paybill to the wallet's
 * account number and paid from the wallet, and this month's rent raised and left to pay. Re-running changes
 * nothing: the invoices, the paybill TransIDs and the payments are all idempotent.
 */
export const seedDemoRentHistory: Seeder = async (db) => {
  const homes = await db
    .select({ id: tenancies.id, startDate: tenancies.startDate })
    .from(tenancies)
    .where(and(eq(tenancies.tenantId, tenant.id), eq(tenancies.status, 'active')));
  if (homes.length === 0) return;
  const current = periodOf(nairobiToday(new Date()));
  const walletNumber = await walletNumberOf(db, tenant.id);
  for (const [index, home] of homes.entries()) {
    for (const period of monthsBefore(current, 3)) {
      if (nextPeriod(period) <= home.startDate) continue;
      await raiseRentInvoices(db, { period, tenancyId: home.id });
      const [invoice] = await db
        .select()
        .from(tenancyInvoices)
        .where(and(eq(tenancyInvoices.tenancyId, home.id), eq(tenancyInvoices.period, period)));
      if (!invoice || invoice.paid >= invoice.amount) continue;
      const transId = `DEMO${index}${period.slice(2, 4)}${period.slice(5, 7)}RNT`;
      const owed = invoice.amount - invoice.paid;
      const notice = c2bNotificationSchema.parse({
        TransactionType: 'Pay Bill',
        TransID: transId,
        TransTime: `${period.replaceAll('-', '').slice(0, 6)}03090000`,
        TransAmount: String(owed),
        BusinessShortCode: '174379',
        BillRefNumber: walletNumber,
        MSISDN: '2547 ***** 101',
      });
      await db.transaction((tx) => creditPaybillPayment(tx, { notice, amount: owed, now: new Date() }));
      await db.transaction((tx) =>
        payInvoiceFromDeposit(tx, {
          invoiceId: invoice.id,
          tenantId: tenant.id,
          mpesaReceipt: transId,
          idempotencyKey: `demo:rent:${invoice.id}`,
        }),
      );
    }
    await raiseRentInvoices(db, { period: current, tenancyId: home.id });
  }
};
